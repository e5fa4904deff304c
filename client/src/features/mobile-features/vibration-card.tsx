import { Vibrate } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { vibrate } from "@/lib/native";
import { FeatureCard } from "./feature-card";
import { useFailureToast } from "./use-native-toasts";

/** Two short buzzes with a pause between them. */
const TEST_PATTERN = [200, 100, 200];

/** Test Vibration: a haptic tap natively, navigator.vibrate on the web where the browser has it. */
export function VibrationCard() {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [buzzed, setBuzzed] = useState(false);

  const test = () => {
    setBuzzed(false);
    vibrate(TEST_PATTERN).then(
      () => setBuzzed(true),
      (error: unknown) => failed("haptics", error),
    );
  };

  return (
    <FeatureCard
      id="mobile-vibration"
      icon={Vibrate}
      title={t("mobile.vibration.title")}
      description={t("mobile.vibration.description")}
      action={
        <Button onClick={test} className="w-full sm:w-auto sm:justify-self-start">
          <Vibrate aria-hidden="true" />
          {t("mobile.vibration.action")}
        </Button>
      }
    >
      {buzzed && <p className="text-sm">{t("mobile.vibration.done")}</p>}
    </FeatureCard>
  );
}
