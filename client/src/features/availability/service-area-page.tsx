import { MapPinned } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function ServiceAreaPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={MapPinned}
      title={t("pages.serviceArea.title")}
      description={t("pages.serviceArea.description")}
    />
  );
}
