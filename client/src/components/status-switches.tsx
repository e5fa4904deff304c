import type { Switches } from "@domain/availability/service-area";
import { nextSwitches } from "@domain/availability/service-area-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type StatusSwitchesProps = {
  value: Switches;
  onChange: (next: Switches) => void;
  disabled?: boolean;
};

/** Online and Free Now (SPEC §4): Free Now only while Online; turning Online off turns it off. */
export function StatusSwitches({ value, onChange, disabled }: StatusSwitchesProps) {
  const { t } = useTranslation();
  const id = useId();
  const change = (partial: Partial<Switches>) => {
    const next = nextSwitches(value, partial);
    if (next) onChange(next);
  };
  return (
    <div className="grid gap-4">
      <SwitchRow
        id={`${id}-online`}
        label={t("serviceArea.online")}
        hint={t("serviceArea.onlineHint")}
        checked={value.isOnline}
        disabled={disabled}
        onCheckedChange={(isOnline) => change({ isOnline })}
      />
      <SwitchRow
        id={`${id}-free`}
        label={t("serviceArea.freeNow")}
        hint={value.isOnline ? t("serviceArea.freeNowHint") : t("serviceArea.freeNowNeedsOnline")}
        checked={value.isFreeNow}
        disabled={disabled || !value.isOnline}
        onCheckedChange={(isFreeNow) => change({ isFreeNow })}
      />
    </div>
  );
}

type SwitchRowProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function SwitchRow({ id, label, hint, checked, disabled, onCheckedChange }: SwitchRowProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
