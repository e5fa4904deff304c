import { BellRing } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/current-user";
import { currentLanguage } from "@/lib/i18n";
import { enablePush, platform } from "@/lib/native";
import { turnOnNativePush } from "@/lib/native-push";
import { toast } from "@/lib/use-toast";
import { FeatureCard } from "./feature-card";
import { useFailureToast } from "./use-native-toasts";

/**
 * Enable Push Notifications: asks and registers in the native app (with Sipalu too when signed in,
 * so the person's notifications reach this phone); the web gets SPEC §8's answer.
 */
export function PushCard() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const failed = useFailureToast();
  const [enabled, setEnabled] = useState(false);
  const [asking, setAsking] = useState(false);

  const enable = () => {
    setAsking(true);
    (user ? turnOnNativePush(user.id, currentLanguage()) : enablePush())
      .then(
        () => {
          setEnabled(true);
          toast({
            title: t("mobile.toasts.pushEnabledTitle"),
            description: t("mobile.toasts.pushEnabledDescription"),
            variant: "success",
          });
        },
        (error: unknown) => failed("push", error),
      )
      .finally(() => setAsking(false));
  };

  return (
    <FeatureCard
      id="mobile-push"
      icon={BellRing}
      title={t("mobile.push.title")}
      description={t("mobile.push.description")}
      badge={platform() === "web" && <Badge variant="secondary">{t("mobile.push.nativeOnly")}</Badge>}
      action={
        <Button onClick={enable} disabled={asking} className="w-full sm:w-auto sm:justify-self-start">
          {asking ? <Spinner className="size-4 text-primary-foreground" /> : <BellRing aria-hidden="true" />}
          {t("mobile.push.action")}
        </Button>
      }
    >
      {enabled && <p className="font-medium text-sm text-success">{t("mobile.push.enabled")}</p>}
    </FeatureCard>
  );
}
