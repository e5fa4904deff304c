import { Clock, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

/** The customer's Get Instant Help page. */
export function InstantHelpPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={Zap}
      title={t("pages.instantHelp.title")}
      description={t("pages.instantHelp.description")}
    >
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Clock className="size-4" aria-hidden="true" />
        {t("pages.instantHelp.eta")}
      </p>
    </PagePlaceholder>
  );
}
