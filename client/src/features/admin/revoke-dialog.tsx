import type { AdminVerification } from "@domain/admin/schemas";
import { fullName } from "@domain/auth/user-rules";
import { RevokeVerificationBody } from "@domain/verification/schemas";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { useRevokeVerification } from "./api";

/** Withdraws an approval; the reason is required: it is what the professional is told. */
export function RevokeDialog({ item, onClose }: { item: AdminVerification | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <RevokeForm key={item.id} item={item} onDone={onClose} />}
    </Dialog>
  );
}

function RevokeForm({ item, onDone }: { item: AdminVerification; onDone: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeVerification();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const name = fullName(item.professional);
  const type = t(`verification.types.${item.verificationType}`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = RevokeVerificationBody.safeParse({ reason });
    if (!checked.success) {
      const tooLong = checked.error.issues[0]?.code === "too_big";
      return setError(tooLong ? t("admin.revoke.reasonTooLong") : t("admin.revoke.reasonRequired"));
    }
    setError(undefined);
    revoke.mutate(
      { id: item.id, reason },
      {
        onSuccess: () => {
          toast({ title: t("admin.revoke.done"), description: t("admin.review.doneText", { name, type }) });
          onDone();
        },
        onError: (failure) => setError(errorText(failure) ?? t("admin.revoke.failed")),
      },
    );
  };

  return (
    <DialogContent closeLabel={t("common.close")} className="max-w-md">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t("admin.revoke.title")}</DialogTitle>
          <DialogDescription>
            {name} · {type}
          </DialogDescription>
        </DialogHeader>
        {item.verificationType === "kyc" && (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {t("admin.revoke.kycEffect", { name })}
          </p>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="revoke-reason">{t("admin.revoke.reasonLabel")}</Label>
          <Textarea
            id="revoke-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t("admin.revoke.reasonPlaceholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby="revoke-reason-note"
            required
          />
          <p
            id="revoke-reason-note"
            className={error ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
          >
            {error ?? t("admin.revoke.reasonHint")}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("admin.review.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={revoke.isPending}>
            {t("admin.revoke.action")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
