import { type GeoPoint, nearestPlace, placeText, searchPlaces } from "@domain/places";
import { Crosshair, MapPin, Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { currentLanguage } from "@/lib/i18n";
import { useDevicePosition } from "@/lib/use-device-position";
import { useAreaFormat } from "./format";

const SHOWN = 6;
/** A device position this close to a known place takes its name when the name box is empty. */
const NAME_WITHIN_KM = 3;

export type Home = { point: GeoPoint | null; location: string };

/** Home is set from the device's position or by picking a real Nepali place; its name is editable. */
export function HomeLocationField({ value, onChange }: { value: Home; onChange: (home: Home) => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const format = useAreaFormat();
  const id = useId();
  const [search, setSearch] = useState("");
  const { locate, locating } = useDevicePosition(
    (point) => {
      const nearest = nearestPlace(point);
      const named =
        nearest && nearest.km <= NAME_WITHIN_KM ? placeText(nearest.place, locale).label : value.location;
      onChange({ point, location: value.location.trim() ? value.location : named });
    },
    {
      unsupported: {
        title: t("serviceArea.notSupportedTitle"),
        description: t("serviceArea.notSupportedDescription"),
      },
      failed: {
        title: t("serviceArea.locationErrorTitle"),
        description: t("serviceArea.locationErrorDescription"),
      },
      found: {
        title: t("serviceArea.locationUpdated"),
        description: t("serviceArea.locationUpdatedDescription"),
      },
    },
  );
  const matches = search.trim() ? searchPlaces(search).slice(0, SHOWN) : [];

  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm" aria-live="polite">
          {value.point ? (
            <>
              <span className="block font-medium">{value.location || t("serviceArea.homeUnnamed")}</span>
              <span className="text-muted-foreground">
                {format.coordinates(value.point.latitude, value.point.longitude)}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">{t("serviceArea.homeNotSet")}</span>
          )}
        </p>
      </div>

      <Button
        type="button"
        variant="outline"
        onClick={locate}
        disabled={locating}
        className="justify-self-start"
      >
        <Crosshair aria-hidden="true" />
        {locating ? t("serviceArea.locating") : t("serviceArea.useDevice")}
      </Button>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>{t("serviceArea.placeSearch")}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("serviceArea.placeSearchPlaceholder")}
            className="pl-9"
            aria-controls={`${id}-places`}
            autoComplete="off"
          />
        </div>
        <ul id={`${id}-places`} className="grid gap-1" aria-label={t("serviceArea.placeResults")}>
          {matches.map((place) => (
            <li key={place.key}>
              <button
                type="button"
                onClick={() => {
                  onChange({
                    point: { latitude: place.latitude, longitude: place.longitude },
                    location: placeText(place, locale).label,
                  });
                  setSearch("");
                }}
                className="flex w-full items-center justify-between gap-3 rounded-md border bg-background px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-medium">{placeText(place, locale).label}</span>
                <span className="text-muted-foreground text-xs">{placeText(place, locale).district}</span>
              </button>
            </li>
          ))}
        </ul>
        {search.trim() && matches.length === 0 && (
          <p className="text-muted-foreground text-sm">
            {t("serviceArea.placeNoMatch", { text: search.trim() })}
          </p>
        )}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>{t("serviceArea.locationLabel")}</Label>
        <Input
          id={`${id}-name`}
          value={value.location}
          maxLength={120}
          onChange={(event) => onChange({ ...value, location: event.target.value })}
          placeholder={t("serviceArea.locationPlaceholder")}
        />
      </div>
    </div>
  );
}
