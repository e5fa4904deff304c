import { Store } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function MarketplacePage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={Store}
      title={t("pages.marketplace.title")}
      description={t("pages.marketplace.description")}
    />
  );
}
