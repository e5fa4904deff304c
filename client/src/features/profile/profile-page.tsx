import { GraduationCap, Heart, KeyRound, UserRound, Wrench } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyWhenIdle } from "@/lib/idle";
import { useMyProfile } from "./api";
import { ProfileSideCard, VerificationNotice } from "./profile-side-card";

// Each tab's content (the forms with react-hook-form, the saved list, the courses) loads when its
// tab is shown, or when the browser is idle: the page's first load is the side card and the tabs.
// The Saved and Training tabs are other features' lists, given by the route (app/routes/profile-page.tsx).
const BasicInfo = lazyWhenIdle(() => import("./basic-info-form").then((m) => ({ default: m.BasicInfo })));
const ProfessionalFields = lazyWhenIdle(() =>
  import("./professional-form").then((m) => ({ default: m.ProfessionalFields })),
);
const ChangePasswordForm = lazyWhenIdle(() =>
  import("./change-password-form").then((m) => ({ default: m.ChangePasswordForm })),
);

const TABS = ["basic", "professional", "saved", "training", "password"] as const;
type Tab = (typeof TABS)[number];

/** /profile: Profile Settings with tabs Basic Info, Professional, Saved, Training and Password (the tab lives in ?tab=). */
export function ProfilePage({ savedTab, trainingTab }: { savedTab: ReactNode; trainingTab: ReactNode }) {
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
            {/* Five tabs do not fit one row of a phone: they wrap onto a second, every one in sight. */}
            <TabsList className="h-auto w-full flex-wrap gap-1 sm:h-11 sm:w-auto sm:flex-nowrap max-sm:[&_svg]:hidden max-sm:[&>[role=tab]]:h-9 max-sm:[&>[role=tab]]:basis-[30%]">
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
              <TabsTrigger value="password">
                <KeyRound aria-hidden="true" />
                {t("profile.tabPassword")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="basic" className="rounded-xl border bg-card p-4 sm:p-6">
              <Suspense fallback={<Skeleton className="h-96" />}>
                <BasicInfo profile={query.data} />
              </Suspense>
            </TabsContent>
            <TabsContent value="professional" className="rounded-xl border bg-card p-4 sm:p-6">
              <Suspense fallback={<Skeleton className="h-96" />}>
                <ProfessionalFields profile={query.data} />
              </Suspense>
            </TabsContent>
            <TabsContent value="saved">
              <Suspense fallback={<Skeleton className="h-96" />}>{savedTab}</Suspense>
            </TabsContent>
            <TabsContent value="training">
              <Suspense fallback={<Skeleton className="h-96" />}>{trainingTab}</Suspense>
            </TabsContent>
            <TabsContent value="password" className="rounded-xl border bg-card p-4 sm:p-6">
              <Suspense fallback={<Skeleton className="h-72" />}>
                <ChangePasswordForm />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>
      )}
    </div>
  );
}
