import { formatNpr } from "@domain/money";
import { Gavel } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { currentLanguage } from "@/lib/i18n";

/** "You bid ₨ 1,400": on a job card, a job I have already bid on. */
export function MyBidBadge({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="default">
      <Gavel aria-hidden="true" />
      {t("bids.youBid", { amount: formatNpr(amount, currentLanguage()) })}
    </Badge>
  );
}
