import type { AdminVerification } from "@domain/admin/schemas";
import { fullName } from "@domain/auth/user-rules";
import { ApproveVerificationBody, RejectVerificationBody } from "@domain/verification/schemas";
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
import { useReviewVerification } from "./api";

export type ReviewTarget = { item: AdminVerification; decision: "approve" | "reject" };

/** Approve (note optional) or reject (note required: it is what the professional is told). */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <ReviewForm key={`${target.item.id}-${target.decision}`} target={target} onDone={onClose} />}
    </Dialog>
  );
}

function ReviewForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const review = useReviewVerification();
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string>();
  const { item, decision } = target;
  const name = fullName(item.professional);
  const type = t(`verification.types.${item.verificationType}`);
  const rejecting = decision === "reject";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = (rejecting ? RejectVerificationBody : ApproveVerificationBody).safeParse({
      adminNotes: notes,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setError(
        issue?.code === "too_big"
          ? t("admin.review.notesTooLong")
          : rejecting
            ? t("admin.review.notesRequired")
            : issue?.message,
      );
    }
    setError(undefined);
    review.mutate(
      { id: item.id, decision, adminNotes: notes },
      {
        onSuccess: () => {
          toast({
            title: rejecting ? t("admin.review.rejected") : t("admin.review.approved"),
            description: t("admin.review.doneText", { name, type }),
            variant: rejecting ? "default" : "success",
          });
          onDone();
        },
        onError: (failure) => setError(errorText(failure) ?? t("admin.review.failed")),
      },
    );
  };

  return (
    <DialogContent closeLabel={t("common.close")} className="max-w-md">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>
            {rejecting ? t("admin.review.rejectTitle") : t("admin.review.approveTitle")}
          </DialogTitle>
          <DialogDescription>
            {name} · {type}
          </DialogDescription>
        </DialogHeader>
        {!rejecting && item.verificationType === "kyc" && (
          <p className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
            {t("admin.review.kycEffect", { name })}
          </p>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="review-notes">
            {rejecting ? t("admin.review.notesRequiredLabel") : t("admin.review.notesLabel")}
          </Label>
          <Textarea
            id="review-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder={
              rejecting ? t("admin.review.rejectPlaceholder") : t("admin.review.approvePlaceholder")
            }
            aria-invalid={error ? true : undefined}
            aria-describedby="review-notes-note"
            required={rejecting}
          />
          <p
            id="review-notes-note"
            className={error ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
          >
            {error ?? t("admin.review.notesHint")}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("admin.review.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant={rejecting ? "destructive" : "default"} disabled={review.isPending}>
            {rejecting ? t("admin.review.reject") : t("admin.review.approve")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
