import { nearestPlace, placeText } from "@domain/places";
import { MapPin } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { currentLanguage } from "@/lib/i18n";
import { currentPosition, type DevicePosition } from "@/lib/native";
import { toast } from "@/lib/use-toast";
import { FeatureCard } from "./feature-card";
import { formatDecimal } from "./format";
import { useFailureToast } from "./use-native-toasts";

/** Get Location: the device's coordinates and the nearest place Sipalu knows. */
export function LocationCard() {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [position, setPosition] = useState<DevicePosition | null>(null);
  const [locating, setLocating] = useState(false);
  const language = currentLanguage();

  const locate = () => {
    setLocating(true);
    currentPosition()
      .then(
        (found) => {
          setPosition(found);
          toast({ title: t("mobile.toasts.locationFound"), variant: "success" });
        },
        (error: unknown) => failed("location", error),
      )
      .finally(() => setLocating(false));
  };

  const nearest = position && nearestPlace(position);
  return (
    <FeatureCard
      id="mobile-location"
      icon={MapPin}
      title={t("mobile.location.title")}
      description={t("mobile.location.description")}
      action={
        <Button onClick={locate} disabled={locating} className="w-full sm:w-auto sm:justify-self-start">
          {locating ? <Spinner className="size-4 text-primary-foreground" /> : <MapPin aria-hidden="true" />}
          {locating ? t("mobile.location.locating") : t("mobile.location.action")}
        </Button>
      }
    >
      {position ? (
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm">
          <Fact label={t("mobile.location.latitude")}>{formatDecimal(position.latitude, 5, language)}</Fact>
          <Fact label={t("mobile.location.longitude")}>{formatDecimal(position.longitude, 5, language)}</Fact>
          <Fact label={t("mobile.location.accuracy")}>
            {t("mobile.location.accuracyValue", { meters: formatDecimal(position.accuracy, 0, language) })}
          </Fact>
          {nearest && (
            <Fact label={t("mobile.location.nearest")}>
              {t("mobile.location.nearestValue", {
                place: placeText(nearest.place, language).label,
                distance: formatDecimal(nearest.km, 1, language),
              })}
            </Fact>
          )}
        </dl>
      ) : (
        <p className="text-muted-foreground text-sm">{t("mobile.location.empty")}</p>
      )}
    </FeatureCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-medium tabular-nums">{children}</dd>
    </div>
  );
}
