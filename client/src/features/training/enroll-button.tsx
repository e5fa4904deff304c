import type { Program } from "@domain/training/schemas";
import { CircleCheck, Hourglass } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/current-user";
import { errorText } from "@/lib/error-text";
import { askToSignIn } from "@/lib/sign-in-prompt";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { useEnroll } from "./api";
import { useTrainingFormat } from "./format";

type Course = Pick<Program, "id" | "title" | "price" | "myEnrollment">;

/**
 * Enroll, after confirming the course and its price (visitors are asked to sign in first); once
 * enrolled, the enrolment's status in its place.
 */
export function EnrollButton({ course, className }: { course: Course; className?: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const enroll = useEnroll();
  const format = useTrainingFormat();
  const status = course.myEnrollment?.status;
  const [location, navigate] = useLocation();

  if (status === "enrolled" || status === "pending-payment") {
    const Icon = status === "enrolled" ? CircleCheck : Hourglass;
    return (
      <span
        className={cn(
          "inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3 font-medium text-sm",
          status === "enrolled" ? "bg-success/15 text-success" : "bg-warning/20 text-warning-foreground",
          className,
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
        {t(`training.statuses.${status}`)}
      </span>
    );
  }

  const askVisitor = (event: MouseEvent) => {
    if (user) return;
    // No confirmation for a visitor: signing in comes first.
    event.preventDefault();
    askToSignIn("enroll");
  };
  const onConfirm = (close: () => void) =>
    // Not mutate()'s callbacks: the button is replaced by the status once the course refreshes.
    void enroll.mutateAsync(course.id).then(
      (enrollment) => {
        close();
        // A course fee is paid next, on the course's page (eSewa or Khalti).
        const page = `/training/${course.id}`;
        if (enrollment.status === "pending-payment" && location !== page) navigate(page);
        toast(
          enrollment.status === "enrolled"
            ? {
                title: t("training.enrolledToastTitle"),
                description: t("training.enrolledToastDescription", { title: course.title }),
                variant: "success",
              }
            : {
                title: t("training.pendingToastTitle"),
                description: t("training.pendingToastDescription", { title: course.title }),
                variant: "success",
              },
        );
      },
      (error: Error) => {
        close();
        toast({
          title: t("training.enrollFailed"),
          description: errorText(error) ?? t("training.enrollFailedDescription"),
          variant: "destructive",
        });
      },
    );

  return (
    <ConfirmDialog
      title={t("training.confirm.title")}
      description={t(course.price > 0 ? "training.confirm.paid" : "training.confirm.free", {
        title: course.title,
        price: format.price(course.price),
      })}
      confirmLabel={enroll.isPending ? t("training.enrolling") : t("training.confirm.confirm")}
      cancelLabel={t("training.confirm.cancel")}
      busy={enroll.isPending}
      onConfirm={onConfirm}
    >
      <Button
        size="sm"
        className={className}
        onClick={askVisitor}
        disabled={enroll.isPending}
        aria-label={t("training.enrollIn", { title: course.title })}
      >
        {enroll.isPending ? t("training.enrolling") : t("training.enroll")}
      </Button>
    </ConfirmDialog>
  );
}
