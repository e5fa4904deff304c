import { Briefcase } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function JobsHubPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={Briefcase}
      title={t("pages.jobsHub.title")}
      description={t("pages.jobsHub.description")}
    />
  );
}
