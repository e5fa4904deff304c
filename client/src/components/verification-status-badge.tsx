import type { VerificationStatus } from "@domain/verification/schemas";
import { BadgeCheck, Clock, ShieldOff, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const LOOK = {
  pending: { variant: "warning", icon: Clock },
  approved: { variant: "success", icon: BadgeCheck },
  rejected: { variant: "destructive", icon: XCircle },
  revoked: { variant: "destructive", icon: ShieldOff },
} as const;

/** Pending review, Approved, Not approved or Revoked. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {t(`verification.status.${status}`)}
    </Badge>
  );
}
