import { GraduationCap, Heart, UserRound, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SavedProfessionals } from "@/features/professionals/saved-professionals";
import { MyEnrollments } from "@/features/training/my-enrollments";
import { useMyProfile } from "./api";
import { BasicInfo } from "./basic-info-form";
import { ProfessionalFields } from "./professional-form";
import { ProfileSideCard, VerificationNotice } from "./profile-side-card";

const TABS = ["basic", "professional", "saved", "training"] as const;
type Tab = (typeof TABS)[number];

/** /profile: Profile Settings with tabs Basic Info, Professional and Saved (the tab lives in ?tab=). */
export function ProfilePage() {
  const { t } = useTranslation();
  const query = useMyProfile();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get("tab")) ?? "basic";
  const selectTab = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === "basic") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("profile.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("profile.subtitle")}</p>
      </div>
      {query.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 p-6"
        >
          <p className="font-medium text-destructive">{t("profile.loadFailed")}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            {t("professionals.retry")}
          </Button>
        </div>
      ) : query.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true">
          <Skeleton className="h-72" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className="grid gap-4">
            <ProfileSideCard profile={query.data} />
            <VerificationNotice profile={query.data} />
          </div>
          <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
            <TabsList className="w-full justify-start overflow-x-auto sm:w-auto max-sm:[&_svg]:hidden">
              <TabsTrigger value="basic">
                <UserRound aria-hidden="true" />
                {t("profile.tabBasic")}
              </TabsTrigger>
              <TabsTrigger value="professional">
                <Wrench aria-hidden="true" />
                {t("profile.tabProfessional")}
              </TabsTrigger>
              <TabsTrigger value="saved">
                <Heart aria-hidden="true" />
                {t("profile.tabSaved")}
              </TabsTrigger>
              <TabsTrigger value="training">
                <GraduationCap aria-hidden="true" />
                {t("training.my.title")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="basic" className="rounded-xl border bg-card p-4 sm:p-6">
              <BasicInfo profile={query.data} />
            </TabsContent>
            <TabsContent value="professional" className="rounded-xl border bg-card p-4 sm:p-6">
              <ProfessionalFields profile={query.data} />
            </TabsContent>
            <TabsContent value="saved">
              <SavedProfessionals />
            </TabsContent>
            <TabsContent value="training">
              <MyEnrollments />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </div>
  );
}
