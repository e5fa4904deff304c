import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ProAbout } from "./pro-about";
import { ProActions } from "./pro-actions";
import { ProAvailability } from "./pro-availability";
import { ProHeader } from "./pro-header";
import { ProRates } from "./pro-rates";
import { ProReviews } from "./pro-reviews";
import { ProStats } from "./pro-stats";
import { ProTasks } from "./pro-tasks";
import { Section } from "./section";

/** Desktop: a side panel (who, rates, actions, availability) beside the profile and its tabs. */
export function DesktopDetail({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[17rem_minmax(0,1fr)]">
      <aside className="grid content-start gap-6 border-r bg-muted/40 p-6">
        <ProHeader pro={pro} stacked />
        <ProActions pro={pro} />
        <ProRates pro={pro} />
        <ProAvailability pro={pro} />
      </aside>
      <div className="grid content-start gap-6 p-6 pr-12">
        <ProAbout pro={pro} />
        <ProStats pro={pro} />
        <Tabs defaultValue="tasks">
          <TabsList>
            <TabsTrigger value="tasks">{t("proDetail.tabTasks")}</TabsTrigger>
            <TabsTrigger value="reviews">{t("proDetail.tabReviews")}</TabsTrigger>
          </TabsList>
          <TabsContent value="tasks">
            <ProTasks id={pro.id} />
          </TabsContent>
          <TabsContent value="reviews">
            <ProReviews id={pro.id} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

/** Phones: the header, then tabs Profile, Work and Contact. */
export function MobileDetail({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid content-start gap-4 p-4 pt-6">
      <div className="pr-8">
        <ProHeader pro={pro} />
      </div>
      <Tabs defaultValue="profile">
        <TabsList className="w-full">
          <TabsTrigger value="profile">{t("proDetail.tabProfile")}</TabsTrigger>
          <TabsTrigger value="work">{t("proDetail.tabWork")}</TabsTrigger>
          <TabsTrigger value="contact">{t("proDetail.tabContact")}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid gap-5">
          <ProAbout pro={pro} />
          <ProStats pro={pro} />
        </TabsContent>
        <TabsContent value="work" className="grid gap-5">
          <Section title={t("proDetail.tabTasks")}>
            <ProTasks id={pro.id} />
          </Section>
          <Section title={t("proDetail.tabReviews")}>
            <ProReviews id={pro.id} />
          </Section>
        </TabsContent>
        <TabsContent value="contact" className="grid gap-5">
          <ProActions pro={pro} />
          <ProRates pro={pro} />
          <ProAvailability pro={pro} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
