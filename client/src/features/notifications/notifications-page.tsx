import type { UserRole } from "@domain/auth/user";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import type { DescribeEvent } from "./notification-item";
import { NotificationList } from "./notification-list";

// The settings come after the list (below it on a phone): their code loads beside it, not before.
const PreferencesCard = lazy(() =>
  import("./preferences-form").then((m) => ({ default: m.PreferencesCard })),
);

/**
 * /notifications (issue 20): what a person was told about, newest first, each opening where it is
 * about; and how they want to hear of each kind of news, with their quiet hours.
 */
export function NotificationsPage({ role, describe }: { role: UserRole; describe: DescribeEvent }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-10">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("notifications.title")}</h1>
        <p className="text-muted-foreground">{t("notifications.subtitle")}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NotificationList role={role} describe={describe} />
        <Suspense fallback={<Skeleton className="h-96 rounded-xl" />}>
          <PreferencesCard />
        </Suspense>
      </div>
    </div>
  );
}
