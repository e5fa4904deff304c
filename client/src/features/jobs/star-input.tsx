import { Star } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

type StarInputProps = {
  value: number | undefined;
  onChange: (rating: number) => void;
  legend: string;
  error?: string;
};

/** 1 to 5 stars as a radio group: arrow keys move, the label says the number. */
export function StarInput({ value, onChange, legend, error }: StarInputProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 font-medium text-sm">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-7 transition-colors",
                value && stars <= value ? "fill-warning text-warning" : "text-muted-foreground",
              )}
            />
            <span className="sr-only">{t("reviews.stars", { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
