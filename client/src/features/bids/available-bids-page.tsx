import { Gavel } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function AvailableBidsPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder icon={Gavel} title={t("pages.bids.title")} description={t("pages.bids.description")} />
  );
}
