import { formatNpr } from "@domain/money";
import {
  LINE_DESCRIPTION_MAX_LENGTH,
  LINE_KINDS,
  type LineKind,
  MAX_QUOTE_LINES,
} from "@domain/quotes/rules";
import type { TFunction } from "i18next";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { currentLanguage } from "@/lib/i18n";
import { draftTotal } from "./quote-lines";

export type DraftLine = { kind: LineKind; description: string; amount: string };
export const emptyLine = (kind: LineKind = "labour"): DraftLine => ({ kind, description: "", amount: "" });

type CheckedLines =
  | { ok: true; lines: { kind: LineKind; description: string; amount: number }[] }
  | { ok: false; errors: Record<number, string> };

/** The lines as the API takes them, or what is wrong with each (the server checks the same). */
export function checkLines(t: TFunction, lines: readonly DraftLine[]): CheckedLines {
  const errors: Record<number, string> = {};
  lines.forEach((line, index) => {
    const amount = line.amount.trim();
    if (!line.description.trim()) errors[index] = t("quotes.errors.description");
    else if (/^\d+\.\d{3,}$/.test(amount)) errors[index] = t("quotes.errors.paisa");
    else if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      errors[index] = t("quotes.errors.amount");
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description.trim(),
      amount: Number(line.amount),
    })),
  };
}

type Props = {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  errors: Record<number, string>;
  /** Under the total: the cap's hint, or why the total is refused. */
  totalHint: string;
  totalError?: string;
};

/** Labour and materials lines, each with its amount in NPR, and their total as it is typed. */
export function QuoteLinesEditor({ lines, onChange, errors, totalHint, totalError }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-sm">{t("quotes.lines")}</legend>
      {lines.map((line, index) => {
        const field = `${id}-${index}`;
        const error = errors[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draft line is its place in the list
          <div key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr_8rem_auto]">
            <div className="grid gap-1">
              <Label htmlFor={`${field}-kind`} className="text-xs">
                {t("quotes.kind")}
              </Label>
              <select
                id={`${field}-kind`}
                className={selectTriggerClass}
                value={line.kind}
                onChange={(event) => set(index, { kind: event.target.value as LineKind })}
              >
                {LINE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`quotes.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${field}-description`} className="text-xs">
                {t("quotes.lineDescription", { number: index + 1 })}
              </Label>
              <Input
                id={`${field}-description`}
                value={line.description}
                maxLength={LINE_DESCRIPTION_MAX_LENGTH}
                onChange={(event) => set(index, { description: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${field}-error` : undefined}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${field}-amount`} className="text-xs">
                {t("quotes.lineAmount", { number: index + 1 })}
              </Label>
              <AmountInput
                id={`${field}-amount`}
                value={line.amount}
                onChange={(event) => set(index, { amount: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${field}-error` : undefined}
              />
            </div>
            <div className="flex items-end">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={lines.length === 1}
                aria-label={t("quotes.removeLine", { number: index + 1 })}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {error && (
              <p id={`${field}-error`} className="text-destructive text-sm sm:col-span-4">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={lines.length >= MAX_QUOTE_LINES}
          onClick={() => onChange([...lines, emptyLine("materials")])}
        >
          <Plus aria-hidden="true" />
          {t("quotes.addLine")}
        </Button>
        <p className="font-semibold text-sm" aria-live="polite">
          {t("quotes.totalIs", { total: formatNpr(draftTotal(lines), currentLanguage()) })}
        </p>
      </div>
      <p className={totalError ? "text-destructive text-sm" : "text-muted-foreground text-xs"}>
        {totalError ?? totalHint}
      </p>
    </fieldset>
  );
}
