import type { AdminUser } from "@domain/admin/schemas";
import { fullName } from "@domain/auth/user-rules";
import { formatRelativeTime } from "@domain/relative-time";
import { Ban, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { VerifiedBadge } from "@/components/verified-badge";
import { useCurrentUser } from "@/lib/current-user";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useSetSuspended } from "./api";

/** One account: who, role, state, and suspend or reinstate (after asking). Admins are not suspended. */
export function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { user: me } = useCurrentUser();
  const setSuspended = useSetSuspended();
  const name = fullName(user);
  const suspended = user.suspendedAt !== null;
  const act = (close: () => void) =>
    setSuspended.mutate(
      { id: user.id, suspend: !suspended },
      {
        onSuccess: () => {
          close();
          toast({
            title: suspended
              ? t("admin.users.reinstated", { name })
              : t("admin.users.suspendedToast", { name }),
            variant: "success",
          });
        },
        onError: (error) =>
          toast({
            title: t("admin.users.actionFailed"),
            description: errorText(error),
            variant: "destructive",
          }),
      },
    );

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">{name}</p>
        <p className="truncate text-muted-foreground text-sm">{user.email}</p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{t(`admin.users.roles.${user.role}`)}</Badge>
          {user.isVerified && <VerifiedBadge />}
          {suspended && <Badge variant="destructive">{t("admin.users.suspendedBadge")}</Badge>}
          <span className="text-muted-foreground text-xs">
            {t("admin.users.joined", { time: formatRelativeTime(user.createdAt, currentLanguage()) })}
          </span>
        </div>
      </div>
      {user.role !== "admin" && user.id !== me?.id && (
        <ConfirmDialog
          title={
            suspended ? t("admin.users.reinstateTitle", { name }) : t("admin.users.suspendTitle", { name })
          }
          description={suspended ? t("admin.users.reinstateText") : t("admin.users.suspendText")}
          confirmLabel={suspended ? t("admin.users.reinstate") : t("admin.users.suspend")}
          cancelLabel={t("admin.review.cancel")}
          destructive={!suspended}
          busy={setSuspended.isPending}
          onConfirm={act}
        >
          <Button
            variant={suspended ? "outline" : "ghost"}
            className={suspended ? "" : "text-destructive hover:text-destructive"}
          >
            {suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {suspended ? t("admin.users.reinstate") : t("admin.users.suspend")}
            <span className="sr-only"> {name}</span>
          </Button>
        </ConfirmDialog>
      )}
    </Card>
  );
}
