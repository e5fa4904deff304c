import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export type PushState = "checking" | "unsupported" | "denied" | "deniedApp" | "off" | "on";

/** Push on this device: what it is now, and the button that turns it on or off. */
export function PushToggle(props: {
  state: PushState;
  busy: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useTranslation();
  const { state, busy } = props;
  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <p className="font-medium text-sm">{t("notifications.push.title")}</p>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {state === "checking" ? t("notifications.push.checking") : t(`notifications.push.${state}`)}
      </p>
      {(state === "off" || state === "on") && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={busy}
          onClick={state === "off" ? props.onTurnOn : props.onTurnOff}
        >
          {busy && <Spinner />}
          {state === "off" ? t("notifications.push.turnOn") : t("notifications.push.turnOff")}
        </Button>
      )}
    </div>
  );
}
