import type { Program } from "@domain/training/schemas";
import { CircleCheck, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/current-user";
import { errorText } from "@/lib/error-text";
import { sendToLogin } from "@/lib/use-require-auth";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { useEnroll } from "./api";

type Course = Pick<Program, "id" | "title" | "price" | "myEnrollment">;

/** Enroll (visitors are sent to log in); once enrolled, the enrolment's status in its place. */
export function EnrollButton({ course, className }: { course: Course; className?: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const enroll = useEnroll();
  const status = course.myEnrollment?.status;

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

  const onClick = () => {
    if (!user) {
      sendToLogin(t);
      return;
    }
    // Not mutate()'s callbacks: the button is replaced by the status once the course refreshes.
    void enroll.mutateAsync(course.id).then(
      (enrollment) =>
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
        ),
      (error: Error) =>
        toast({
          title: t("training.enrollFailed"),
          description: errorText(error) ?? t("training.enrollFailedDescription"),
          variant: "destructive",
        }),
    );
  };

  return (
    <Button
      size="sm"
      className={className}
      onClick={onClick}
      disabled={enroll.isPending}
      aria-label={t("training.enrollIn", { title: course.title })}
    >
      {enroll.isPending ? t("training.enrolling") : t("training.enroll")}
    </Button>
  );
}
