import { Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function InstantHelpProPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={Zap}
      title={t("pages.instantHelpPro.title")}
      description={t("pages.instantHelpPro.description")}
    />
  );
}
