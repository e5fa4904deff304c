import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/lib/current-user";
import { currentLanguage } from "@/lib/i18n";
import { NativeError } from "@/lib/native";
import { nativePushOn, turnOffNativePush, turnOnNativePush } from "@/lib/native-push";
import { toast } from "@/lib/use-toast";
import { type PushState, PushToggle } from "./push-toggle";

/** The app's native push on this phone (FCM): turned on (asking the phone's permission) or off. */
export function PushOnThisPhone() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const userId = user?.id ?? "";
  // What this phone registered says whether it is on, once the signed-in person is known.
  const [changed, setState] = useState<PushState | null>(null);
  const state = changed ?? (nativePushOn(userId) ? "on" : "off");
  const [busy, setBusy] = useState(false);

  const change = (to: "on" | "off") => async () => {
    setBusy(true);
    try {
      if (to === "on") await turnOnNativePush(userId, currentLanguage());
      else await turnOffNativePush();
      setState(to);
      if (to === "on") toast({ title: t("notifications.push.turnedOn"), variant: "success" });
    } catch (error) {
      if (error instanceof NativeError && error.reason === "denied") setState("deniedApp");
      else toast({ title: t("notifications.push.failed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return <PushToggle state={state} busy={busy || !user} onTurnOn={change("on")} onTurnOff={change("off")} />;
}
