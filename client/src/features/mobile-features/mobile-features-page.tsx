import { Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function MobileFeaturesPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={Smartphone}
      title={t("pages.mobileFeatures.title")}
      description={t("pages.mobileFeatures.description")}
    />
  );
}
