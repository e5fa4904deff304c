import { XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { useCancelEnrollment } from "./api";

/** Cancels one of my enrolments; the place is freed and I may enrol again later. */
export function CancelEnrollmentButton({
  enrollmentId,
  title,
  className,
}: {
  enrollmentId: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const cancel = useCancelEnrollment();
  const onClick = () =>
    void cancel.mutateAsync(enrollmentId).then(
      () =>
        toast({
          title: t("training.cancelledToast"),
          description: t("training.cancelledToastDescription", { title }),
        }),
      (error: Error) =>
        toast({
          title: t("training.cancelFailed"),
          description: errorText(error),
          variant: "destructive",
        }),
    );
  return (
    <Button variant="outline" size="sm" className={className} onClick={onClick} disabled={cancel.isPending}>
      <XCircle aria-hidden="true" />
      {cancel.isPending ? t("training.cancelling") : t("training.cancel")}
    </Button>
  );
}
