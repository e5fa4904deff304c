import { BUFFER_MAX } from "@domain/availability/rules";
import { Copy, Plus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { type BlockDraft, type DraftError, draftKey } from "./availability-drafts";
import { useAreaFormat } from "./format";
import { RemoveRowButton, TimeField } from "./row-controls";

export const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const BUFFERS = [0, 10, 15, 20, 30, 45, 60, 90, 120, 180, BUFFER_MAX];
const DEFAULT_HOURS = { startTime: "09:00", endTime: "17:00" };
/** Nepal's working week: Sunday to Friday. */
const WORKING_DAYS = [1, 2, 3, 4, 5];

type WeeklyHoursProps = {
  blocks: BlockDraft[];
  errors: Map<string, DraftError>;
  onChange: (blocks: BlockDraft[]) => void;
};

/** The week, Sunday first: each day on or off, with one or more blocks of hours. */
export function WeeklyHours({ blocks, errors, onChange }: WeeklyHoursProps) {
  const { t } = useTranslation();
  const add = (dayOfWeek: number, after?: BlockDraft) => {
    const hours = after
      ? { startTime: after.endTime, endTime: after.endTime < "23:00" ? "23:00" : "23:59" }
      : DEFAULT_HOURS;
    onChange([...blocks, { key: draftKey(), dayOfWeek, ...hours, isAvailable: true, bufferTime: 0 }]);
  };
  const copySunday = () => {
    const sunday = blocks.filter((block) => block.dayOfWeek === 0);
    const kept = blocks.filter((block) => !WORKING_DAYS.includes(block.dayOfWeek));
    const copies = WORKING_DAYS.flatMap((dayOfWeek) =>
      sunday.map((block) => ({ ...block, key: draftKey(), dayOfWeek })),
    );
    onChange([...kept, ...copies]);
  };

  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-auto min-h-9 justify-self-start whitespace-normal py-1.5 text-left"
        onClick={copySunday}
        disabled={!blocks.some((block) => block.dayOfWeek === 0)}
      >
        <Copy aria-hidden="true" />
        {t("availability.copySunday")}
      </Button>
      <ul className="grid divide-y rounded-lg border">
        {DAY_KEYS.map((dayKey, dayOfWeek) => {
          const ofDay = blocks.filter((block) => block.dayOfWeek === dayOfWeek);
          const dayName = t(`availability.days.${dayKey}`);
          return (
            <li key={dayKey} className="grid gap-3 p-3 sm:p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Switch
                  checked={ofDay.length > 0}
                  onCheckedChange={(on) =>
                    on ? add(dayOfWeek) : onChange(blocks.filter((block) => block.dayOfWeek !== dayOfWeek))
                  }
                  aria-label={t("availability.workingOn", { day: dayName })}
                />
                <span className="font-medium sm:min-w-24">{dayName}</span>
                {ofDay.length === 0 ? (
                  <span className="text-muted-foreground text-sm">{t("availability.dayOff")}</span>
                ) : (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    onClick={() => add(dayOfWeek, ofDay.at(-1))}
                    aria-label={t("availability.addHoursTo", { day: dayName })}
                  >
                    <Plus aria-hidden="true" />
                    {t("availability.addHours")}
                  </Button>
                )}
              </div>
              {ofDay.map((block, index) => (
                <BlockRow
                  key={block.key}
                  block={block}
                  label={t("availability.blockLabel", { day: dayName, n: index + 1 })}
                  error={errors.get(block.key)}
                  onChange={(changed) => onChange(blocks.map((b) => (b.key === block.key ? changed : b)))}
                  onRemove={() => onChange(blocks.filter((b) => b.key !== block.key))}
                />
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type BlockRowProps = {
  block: BlockDraft;
  label: string;
  error?: DraftError;
  onChange: (block: BlockDraft) => void;
  onRemove: () => void;
};

function BlockRow({ block, label, error, onChange, onRemove }: BlockRowProps) {
  const { t } = useTranslation();
  const format = useAreaFormat();
  const id = useId();
  const buffers = BUFFERS.includes(block.bufferTime)
    ? BUFFERS
    : [...BUFFERS, block.bufferTime].sort((a, b) => a - b);
  return (
    <fieldset
      className={cn(
        "grid min-w-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-end gap-2 rounded-md bg-muted/40 p-2 sm:ml-14 sm:grid-cols-[8rem_8rem_9rem_minmax(0,1fr)] sm:gap-3 sm:p-3",
        error && "ring-1 ring-destructive",
      )}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="sr-only">{label}</legend>
      <TimeField
        id={id}
        which="start"
        value={block.startTime}
        onChange={(startTime) => onChange({ ...block, startTime })}
        invalid={Boolean(error)}
      />
      <TimeField
        id={id}
        which="end"
        value={block.endTime}
        onChange={(endTime) => onChange({ ...block, endTime })}
        invalid={Boolean(error)}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-buffer`} className="text-xs">
          {t("availability.buffer")}
        </Label>
        <LazySelect
          id={`${id}-buffer`}
          title={t("availability.bufferHint")}
          value={String(block.bufferTime)}
          onValueChange={(value) => onChange({ ...block, bufferTime: Number(value) })}
          options={buffers.map((minutes) => ({
            value: String(minutes),
            label: t("availability.bufferMinutes", { value: format.digits(String(minutes)) }),
          }))}
        />
      </div>
      <div className="flex h-10 items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-available`}
            checked={block.isAvailable}
            onCheckedChange={(isAvailable) => onChange({ ...block, isAvailable })}
          />
          <Label htmlFor={`${id}-available`} className="text-sm">
            {block.isAvailable ? t("availability.available") : t("availability.blocked")}
          </Label>
        </div>
        <RemoveRowButton label={t("availability.removeBlock", { block: label })} onClick={onRemove} />
      </div>
      {error && (
        <p id={`${id}-error`} className="col-span-full text-destructive text-sm">
          {t(`availability.errors.${error}`)}
        </p>
      )}
    </fieldset>
  );
}
