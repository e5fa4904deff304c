import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="success" className={className}>
      <BadgeCheck aria-hidden="true" />
      {t("professionals.verified")}
    </Badge>
  );
}
