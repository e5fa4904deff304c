import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function AdminPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={ShieldCheck}
      title={t("pages.admin.title")}
      description={t("pages.admin.description")}
    />
  );
}
