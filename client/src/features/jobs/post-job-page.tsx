import { ClipboardPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function PostJobPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={ClipboardPen}
      title={t("pages.postJob.title")}
      description={t("pages.postJob.description")}
    />
  );
}
