import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function TrainingPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={GraduationCap}
      title={t("pages.training.title")}
      description={t("pages.training.description")}
    />
  );
}
