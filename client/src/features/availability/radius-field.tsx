import {
  SERVICE_RADIUS_CHIPS,
  SERVICE_RADIUS_MAX,
  SERVICE_RADIUS_MIN,
} from "@domain/availability/service-area-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/utils";
import { useAreaFormat } from "./format";
import { parseRadius } from "./radius";

type RadiusFieldProps = { text: string; onChange: (text: string) => void };

/** SPEC §5: 1 to 25 km, step 1, by slider, number box or the quick choices 2, 3, 5 and 10. */
export function RadiusField({ text, onChange }: RadiusFieldProps) {
  const { t } = useTranslation();
  const format = useAreaFormat();
  const id = useId();
  const radius = parseRadius(text);
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-4">
        <Slider
          className="flex-1"
          min={SERVICE_RADIUS_MIN}
          max={SERVICE_RADIUS_MAX}
          step={1}
          value={[radius ?? SERVICE_RADIUS_MIN]}
          onValueChange={([value]) => value !== undefined && onChange(String(value))}
          thumbLabel={t("serviceArea.radiusLabel")}
          thumbValueText={format.km(radius ?? SERVICE_RADIUS_MIN)}
        />
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-km`} className="sr-only">
            {t("serviceArea.radiusLabel")}
          </Label>
          <Input
            id={`${id}-km`}
            // Text, not a number box: a number box drops digits typed on a Nepali keyboard.
            inputMode="numeric"
            autoComplete="off"
            // In the reader's digits ("१०" in Nepali), typed in either.
            value={format.digits(text)}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={radius === null ? true : undefined}
            aria-describedby={radius === null ? `${id}-error` : undefined}
            className="w-20 text-center"
          />
          <span className="text-muted-foreground text-sm">{t("serviceArea.km")}</span>
        </div>
      </div>
      {radius === null && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {t("serviceArea.radiusError", { min: SERVICE_RADIUS_MIN, max: SERVICE_RADIUS_MAX })}
        </p>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("serviceArea.quickChoices")}</legend>
        {SERVICE_RADIUS_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={radius === chip}
            onClick={() => onChange(String(chip))}
            className={cn(
              "h-9 rounded-full border px-4 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              radius === chip
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-background hover:bg-accent hover:text-accent-foreground",
            )}
          >
            {format.km(chip)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
