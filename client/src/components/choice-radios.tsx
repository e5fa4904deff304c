import { cn } from "@/lib/utils";

type Props<T extends string> = {
  legend: string;
  name: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => string;
  /** A line under a choice's label, saying what it does. */
  hint?: (choice: T) => string;
  onChange: (choice: T) => void;
  disabled?: boolean;
  /** Side by side from the small breakpoint (short labels), or one under the other. */
  columns?: boolean;
};

/** A few choices as radio cards under a legend: a gateway to pay with, where a payout goes, a decision. */
export function ChoiceRadios<T extends string>(props: Props<T>) {
  const { legend, name, choices, value, label, hint, onChange, disabled, columns = true } = props;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div
        className={cn("grid gap-2", columns && (choices.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"))}
      >
        {choices.map((choice) => (
          <label
            key={choice}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring",
              value === choice && "border-primary bg-primary/5",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="mt-1 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{label(choice)}</span>
              {hint && <span className="text-muted-foreground">{hint(choice)}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
