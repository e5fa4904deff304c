import { SCHEDULE_MAX_DAYS } from "@domain/instant-help/rules";
import { nepalInstant } from "@domain/kathmandu-day";
import { formatNepalDateTime } from "@domain/time";
import { CalendarClock } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Field, invalidProps, noteId } from "@/components/field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorStatus } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { toast } from "@/lib/use-toast";
import { useScheduleInstantJob } from "./api";
import { checkSchedule, defaultSchedule, firstScheduleDay, lastScheduleDay } from "./schedule-time";

type ScheduleDialogProps = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request became a scheduled job: stop following it. */
  onScheduled: () => void;
  /** The server refused (e.g. 409, no longer no-match): read the request afresh. */
  onRefused: () => void;
};

type Errors = { date?: string; time?: string; form?: string };

/** Schedule Later: pick a date and time (tomorrow 09:00 to start with) for a scheduled job. */
export function ScheduleDialog({ open, onOpenChange, ...props }: ScheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CalendarClock className="size-5 text-primary" aria-hidden="true" />
            {t("instantHelp.schedule.title")}
          </DialogTitle>
          <DialogDescription>{t("instantHelp.schedule.description")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from tomorrow 09:00. */}
        <ScheduleForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type ScheduleFormProps = Omit<ScheduleDialogProps, "open" | "onOpenChange"> & { onClose: () => void };

function ScheduleForm({ jobId, onScheduled, onRefused, onClose }: ScheduleFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [, navigate] = useLocation();
  const [date, setDate] = useState(() => defaultSchedule().date);
  const [time, setTime] = useState(() => defaultSchedule().time);
  const [errors, setErrors] = useState<Errors>({});
  const schedule = useScheduleInstantJob();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSchedule(date, time);
    if (!("scheduledAt" in checked)) {
      setErrors({
        [checked.field]: t(`instantHelp.schedule.${checked.problem}`, {
          days: localDigits(SCHEDULE_MAX_DAYS),
        }),
      });
      return;
    }
    setErrors({});
    const { scheduledAt } = checked;
    schedule.mutate(
      { jobId, body: { scheduledAt } },
      {
        onSuccess: () => {
          toast({
            title: t("instantHelp.schedule.successTitle"),
            description: t("instantHelp.schedule.successDescription", {
              when: formatNepalDateTime(scheduledAt, currentLanguage()),
            }),
            variant: "success",
          });
          onScheduled();
          // Straight to the customer's own jobs, where the scheduled one now is.
          navigate("/jobs?view=mine");
        },
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 400) {
            setErrors({ form: errorText(error) ?? t("instantHelp.schedule.errorDescription") });
            return;
          }
          toast({
            title: t("instantHelp.schedule.errorTitle"),
            description: errorText(error) ?? t("instantHelp.schedule.errorDescription"),
            variant: "destructive",
          });
          if (status === 409 || status === 403 || status === 404) {
            onClose();
            onRefused();
          }
        },
      },
    );
  };

  // The date input writes the day the browser's way (AD); this says it as the app does, BS in Nepali.
  const picked = nepalInstant(date, time);
  const invalid = (field: keyof Errors) => invalidProps(`${id}-${field}`, Boolean(errors[field]));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-date`} label={t("instantHelp.schedule.date")} error={errors.date}>
          <Input
            id={`${id}-date`}
            type="date"
            min={firstScheduleDay()}
            max={lastScheduleDay()}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            {...invalid("date")}
          />
        </Field>
        <Field
          id={`${id}-time`}
          label={t("instantHelp.schedule.time")}
          error={errors.time}
          hint={t("instantHelp.schedule.nepalTime")}
        >
          <Input
            id={`${id}-time`}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-describedby={noteId(`${id}-time`)}
            {...invalid("time")}
          />
        </Field>
      </div>
      {picked && (
        <p className="text-sm" aria-live="polite">
          {t("instantHelp.schedule.preview", { when: formatNepalDateTime(picked, currentLanguage()) })}
        </p>
      )}
      {errors.form && (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("instantHelp.schedule.cancel")}
        </Button>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? t("instantHelp.schedule.submitting") : t("instantHelp.schedule.submit")}
        </Button>
      </div>
    </form>
  );
}
