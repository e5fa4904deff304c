import { REASON_MAX } from "@domain/availability/rules";
import { addDays } from "@domain/kathmandu-day";
import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { type DraftError, draftKey, type ExceptionDraft } from "./availability-drafts";
import { useAreaFormat } from "./format";
import { RemoveRowButton, TimeField } from "./row-controls";

type ExceptionsEditorProps = {
  exceptions: ExceptionDraft[];
  errors: Map<string, DraftError>;
  today: string;
  onChange: (exceptions: ExceptionDraft[]) => void;
  onRemove: (exception: ExceptionDraft) => void;
};

/** Dated exceptions from today on: a day (or some hours) off, or extra hours on a usual day off. */
export function ExceptionsEditor({ exceptions, errors, today, onChange, onRemove }: ExceptionsEditorProps) {
  const { t } = useTranslation();
  const add = () =>
    onChange([
      ...exceptions,
      {
        key: draftKey(),
        date: addDays(today, 1),
        allDay: true,
        startTime: "09:00",
        endTime: "13:00",
        isAvailable: false,
        reason: "",
      },
    ]);
  return (
    <div className="grid gap-3">
      {exceptions.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
          {t("availability.noExceptions")}
        </p>
      ) : (
        <ul className="grid gap-3">
          {exceptions.map((exception) => (
            <li key={exception.key}>
              <ExceptionRow
                exception={exception}
                error={errors.get(exception.key)}
                today={today}
                onChange={(changed) =>
                  onChange(exceptions.map((e) => (e.key === exception.key ? changed : e)))
                }
                onRemove={() => onRemove(exception)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" className="justify-self-start" onClick={add}>
        <CalendarPlus aria-hidden="true" />
        {t("availability.addException")}
      </Button>
    </div>
  );
}

type ExceptionRowProps = {
  exception: ExceptionDraft;
  error?: DraftError;
  today: string;
  onChange: (exception: ExceptionDraft) => void;
  onRemove: () => void;
};

function ExceptionRow({ exception, error, today, onChange, onRemove }: ExceptionRowProps) {
  const { t } = useTranslation();
  const format = useAreaFormat();
  const id = useId();
  const dateText = exception.date ? format.day(exception.date) : "";
  return (
    <fieldset
      className={cn("grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4", error && "border-destructive")}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="sr-only">{t("availability.exceptionOn", { date: dateText })}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:grid-cols-[11rem_12rem_minmax(0,1fr)]">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-date`} className="text-xs">
            {t("availability.date")}
          </Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today}
            value={exception.date}
            onChange={(event) => onChange({ ...exception, date: event.target.value })}
            aria-invalid={error === "past" || error === "overlap" ? true : undefined}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-kind`} className="text-xs">
            {t("availability.kind")}
          </Label>
          <LazySelect
            id={`${id}-kind`}
            value={exception.isAvailable ? "extra" : "off"}
            onValueChange={(value) => onChange({ ...exception, isAvailable: value === "extra" })}
            options={[
              { value: "off", label: t("availability.kindOff") },
              { value: "extra", label: t("availability.kindExtra") },
            ]}
          />
        </div>
        <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:justify-end">
          <div className="flex h-10 items-center gap-2">
            <Switch
              id={`${id}-all-day`}
              checked={exception.allDay}
              onCheckedChange={(allDay) => onChange({ ...exception, allDay })}
            />
            <Label htmlFor={`${id}-all-day`}>{t("availability.allDay")}</Label>
          </div>
          <RemoveRowButton label={t("availability.removeException", { date: dateText })} onClick={onRemove} />
        </div>
      </div>
      {!exception.allDay && (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:grid-cols-[11rem_12rem]">
          <TimeField
            id={id}
            which="start"
            value={exception.startTime}
            onChange={(startTime) => onChange({ ...exception, startTime })}
          />
          <TimeField
            id={id}
            which="end"
            value={exception.endTime}
            onChange={(endTime) => onChange({ ...exception, endTime })}
          />
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reason`} className="text-xs">
          {t("availability.reason")}
        </Label>
        <Input
          id={`${id}-reason`}
          value={exception.reason}
          maxLength={REASON_MAX}
          placeholder={t("availability.reasonPlaceholder")}
          onChange={(event) => onChange({ ...exception, reason: event.target.value })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {t(`availability.errors.${error}`)}
        </p>
      )}
    </fieldset>
  );
}
