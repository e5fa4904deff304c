import { type GeoPoint, nearestPlace, placeText, placeWithLabel, searchPlaces } from "@domain/places";
import { Crosshair, MapPin } from "lucide-react";
import { type KeyboardEvent, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { currentLanguage } from "@/lib/i18n";
import { useDevicePosition } from "@/lib/use-device-position";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";

const SHOWN = 8;
/** A device position this close to a known place is named after it; further away, "Near …". */
const NAMED_WITHIN_KM = 3;

export type PlaceValue = { location: string; point: GeoPoint | null };

type PlaceInputProps = {
  id: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  /** Set when the field has an error or note: its id, for aria-describedby. */
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** Known places matching the text, best first, in English or Nepali ("Jawalakhel, Lal…", "ललितपुर"). */
const suggestions = (text: string) => (text ? searchPlaces(text).slice(0, SHOWN) : []);

/** The known place whose label, or area name alone, is this text ("jawalakhel", "जावलाखेल, ललितपुर"). */
function exactPlace(text: string) {
  const labelled = placeWithLabel(text);
  if (labelled) return labelled;
  const [best] = searchPlaces(text);
  const area = text.trim().toLowerCase();
  return best && (best.area.toLowerCase() === area || best.ne.area === text.trim()) ? best : undefined;
}

/**
 * Where help is needed: typed with suggestions of known places (an ARIA combobox: arrows, Enter,
 * Escape) or the device's position, named after the nearest known place. The point chosen is kept
 * with the text.
 */
export function PlaceInput({ id, value, onChange, describedBy, invalid, inputRef }: PlaceInputProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [fromDevice, setFromDevice] = useState(false);
  const listId = `${id}-places`;
  const text = value.location.trim();
  const options = suggestions(text);
  const expanded = open && options.length > 0;

  const { locate, locating } = useDevicePosition(
    (point) => {
      const nearest = nearestPlace(point);
      const name = nearest ? placeText(nearest.place, locale).label : "";
      const label = !nearest
        ? t("instantHelp.location.current")
        : nearest.km <= NAMED_WITHIN_KM
          ? name
          : t("instantHelp.location.near", { place: name });
      setFromDevice(true);
      setOpen(false);
      onChange({ location: label, point });
      toast({
        title: t("instantHelp.location.updated"),
        description: t("instantHelp.location.updatedDescription", { place: label }),
        variant: "success",
      });
    },
    {
      unsupported: {
        title: t("instantHelp.location.notSupportedTitle"),
        description: t("instantHelp.location.notSupportedDescription"),
      },
      failed: {
        title: t("instantHelp.location.errorTitle"),
        description: t("instantHelp.location.errorDescription"),
      },
    },
  );

  const choose = (index: number) => {
    const place = options[index];
    if (!place) return;
    setFromDevice(false);
    setOpen(false);
    setActive(-1);
    onChange({
      location: placeText(place, locale).label,
      point: { latitude: place.latitude, longitude: place.longitude },
    });
  };

  const type = (next: string) => {
    const place = exactPlace(next);
    setFromDevice(false);
    setOpen(Boolean(next.trim()));
    setActive(-1);
    onChange({
      location: next,
      point: place ? { latitude: place.latitude, longitude: place.longitude } : null,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!expanded) setOpen(true);
        setActive((index) => (expanded && index < last ? index + 1 : 0));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!expanded) setOpen(true);
        setActive((index) => (expanded && index > 0 ? index - 1 : last));
        return;
      case "Enter":
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  const optionId = (index: number) => `${id}-place-${index}`;

  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={id}
            ref={inputRef}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            value={value.location}
            placeholder={t("instantHelp.form.locationPlaceholder")}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            className="pl-9"
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t("instantHelp.form.places")}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
          >
            {options.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant)
              <div
                key={place.key}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Keeps focus in the input, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                onMouseEnter={() => setActive(index)}
                ref={(node) => {
                  if (node && index === active) node.scrollIntoView?.({ block: "nearest" });
                }}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
              >
                <span className="font-medium">{placeText(place, locale).label}</span>
                <span className="text-muted-foreground text-xs">{placeText(place, locale).district}</span>
              </div>
            ))}
          </div>
        </div>
        <Button type="button" variant="outline" onClick={locate} disabled={locating}>
          <Crosshair aria-hidden="true" />
          {locating ? t("instantHelp.location.locating") : t("instantHelp.location.useMine")}
        </Button>
      </div>
      {/* Not tied to focus: a note vanishing on blur would move the button being clicked. */}
      {text && !value.point && options.length === 0 && (
        <p className="text-muted-foreground text-sm" role="status">
          {t("instantHelp.form.noPlace", { text })}
        </p>
      )}
      {fromDevice && value.point && (
        <p className="flex items-center gap-1.5 text-sm text-success">
          <Crosshair className="size-4" aria-hidden="true" />
          {t("instantHelp.location.usingDevice")}
        </p>
      )}
    </div>
  );
}
