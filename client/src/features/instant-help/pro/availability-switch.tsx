import { Power } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

type AvailabilitySwitchProps = {
  available: boolean;
  /** Online but not Free Now: matching skips them, so the switch shows Offline and says why. */
  busy: boolean;
  disabled: boolean;
  /** Offline: the switch is read-only and says why. */
  offline?: boolean;
  onChange: (available: boolean) => void;
};

/** Online / Offline for instant help, saved to the profile. */
export function AvailabilitySwitch({
  available,
  busy,
  disabled,
  offline,
  onChange,
}: AvailabilitySwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const hint = offline
    ? t("offlineNotice.needsConnection")
    : available
      ? t("instantHelpPro.availability.onlineHint")
      : busy
        ? t("instantHelpPro.availability.notFreeNow")
        : t("instantHelpPro.availability.offlineHint");
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <div
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-full",
          available ? "bg-success/15 text-success" : "bg-muted text-muted-foreground",
        )}
      >
        <Power className="size-5" aria-hidden="true" />
      </div>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label htmlFor={id} className="font-semibold leading-tight">
          {available ? t("instantHelpPro.availability.online") : t("instantHelpPro.availability.offline")}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm leading-snug">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={available}
        disabled={disabled || offline}
        onCheckedChange={onChange}
        aria-label={t("instantHelpPro.availability.label")}
        aria-describedby={`${id}-hint`}
      />
    </Card>
  );
}
