import {
  Briefcase,
  FileClock,
  ShieldCheck,
  ShoppingBag,
  UserRound,
  Users,
  UserX,
  Wrench,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { StatCard } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { localDigits } from "@/lib/local-digits";
import { AdminLayout } from "./admin-layout";
import { useAdminOverview } from "./api";

/** /admin: the marketplace at a glance, and the way to the review queue. */
export function AdminPage() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  const data = overview.data;
  const value = (count: number | undefined) =>
    overview.isError ? "—" : count === undefined ? undefined : localDigits(count);
  return (
    <AdminLayout title={t("admin.overview.title")} subtitle={t("admin.overview.subtitle")}>
      {overview.isError && (
        <p role="alert" className="mb-4 text-destructive text-sm">
          {t("admin.overview.loadFailed")}
        </p>
      )}
      <h2 className="sr-only">{t("admin.overview.usersHeading")}</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          icon={UserRound}
          tone="blue"
          label={t("admin.overview.customers")}
          value={value(data?.usersByRole.customer)}
        />
        <StatCard
          icon={Wrench}
          tone="primary"
          label={t("admin.overview.professionals")}
          value={value(data?.usersByRole.professional)}
        />
        <StatCard
          icon={ShieldCheck}
          tone="green"
          label={t("admin.overview.admins")}
          value={value(data?.usersByRole.admin)}
        />
        <StatCard
          icon={UserX}
          tone="red"
          label={t("admin.overview.suspended")}
          value={value(data?.suspendedUsers)}
        />
      </div>
      <h2 className="sr-only">{t("admin.overview.activityHeading")}</h2>
      <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard
          icon={FileClock}
          tone="yellow"
          label={t("admin.overview.pendingVerifications")}
          value={value(data?.pendingVerifications)}
        />
        <StatCard
          icon={Briefcase}
          tone="blue"
          label={t("admin.overview.openJobs")}
          value={value(data?.openJobs)}
        />
        <StatCard
          icon={ShoppingBag}
          tone="primary"
          label={t("admin.overview.orders")}
          value={value(data?.orders)}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/admin/verifications">
            <FileClock aria-hidden="true" />
            {t("admin.overview.reviewQueue")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/admin/users">
            <Users aria-hidden="true" />
            {t("admin.overview.manageUsers")}
          </Link>
        </Button>
      </div>
    </AdminLayout>
  );
}
