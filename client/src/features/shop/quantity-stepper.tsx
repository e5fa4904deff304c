import { Minus, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useShopFormat } from "./format";

/** − quantity +, from 1 up to `max`; the number is announced as it changes. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
  name,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The product, for the buttons' labels. */
  name: string;
}) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a value, not a form fieldset
    <div
      role="group"
      aria-label={t("shop.quantity.label", { name })}
      className="inline-flex items-center rounded-md border"
    >
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-r-none"
        aria-label={t("shop.quantity.decrease", { name })}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output aria-live="polite" className="min-w-10 px-1 text-center font-semibold text-sm tabular-nums">
        {format.number(value)}
      </output>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-l-none"
        aria-label={t("shop.quantity.increase", { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
