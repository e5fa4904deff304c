import type { ServiceAreaProfile, Switches } from "@domain/availability/service-area";
import { coordinateText } from "@domain/availability/service-area-rules";
import { canonicalLocation, localizedLocation } from "@domain/places";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusSwitches } from "@/components/status-switches";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentLanguage } from "@/lib/i18n";
import { useUpdateServiceArea } from "@/lib/service-area";
import { AreaPreview } from "./area-preview";
import { type Home, HomeLocationField } from "./home-location-field";
import { parseRadius } from "./radius";
import { RadiusField } from "./radius-field";

type Draft = { switches: Switches; radius: string; home: Home };

function draftOf(profile: ServiceAreaProfile): Draft {
  const { homeLatitude, homeLongitude } = profile;
  return {
    switches: { isOnline: profile.isOnline, isFreeNow: profile.isFreeNow },
    radius: String(profile.serviceRadius),
    home: {
      point:
        homeLatitude && homeLongitude
          ? { latitude: Number(homeLatitude), longitude: Number(homeLongitude) }
          : null,
      // A known place reads in the active language; it is stored by its English label (save).
      location: localizedLocation(profile.location ?? "", currentLanguage()),
    },
  };
}

/** What the server would store, to compare a draft with the saved profile. */
const stored = (draft: Draft) =>
  JSON.stringify({
    ...draft.switches,
    radius: parseRadius(draft.radius),
    latitude: draft.home.point && coordinateText(draft.home.point.latitude),
    longitude: draft.home.point && coordinateText(draft.home.point.longitude),
    location: canonicalLocation(draft.home.location.trim()),
  });

/** Switches, radius and home location, saved together with one PATCH. */
export function ServiceAreaForm({ profile }: { profile: ServiceAreaProfile }) {
  const { t } = useTranslation();
  const update = useUpdateServiceArea();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const radius = parseRadius(draft.radius);
  const dirty = stored(draft) !== stored(draftOf(profile));

  const save = () => {
    if (radius === null) return;
    update.mutate(
      {
        ...draft.switches,
        serviceRadius: radius,
        homeLatitude: draft.home.point?.latitude ?? null,
        homeLongitude: draft.home.point?.longitude ?? null,
        location: canonicalLocation(draft.home.location.trim()) || null,
      },
      { onSuccess: (saved) => setDraft(draftOf(saved)) },
    );
  };

  return (
    <form
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      <div className="grid gap-6">
        <Section title={t("serviceArea.statusTitle")} description={t("serviceArea.statusDescription")}>
          <StatusSwitches value={draft.switches} onChange={(switches) => setDraft({ ...draft, switches })} />
        </Section>
        <Section title={t("serviceArea.radiusTitle")} description={t("serviceArea.radiusDescription")}>
          <RadiusField text={draft.radius} onChange={(text) => setDraft({ ...draft, radius: text })} />
        </Section>
        <Section title={t("serviceArea.homeTitle")} description={t("serviceArea.homeDescription")}>
          <HomeLocationField value={draft.home} onChange={(home) => setDraft({ ...draft, home })} />
        </Section>
      </div>
      <Card className="lg:sticky lg:top-24">
        <CardContent className="pt-5 sm:pt-6">
          <AreaPreview
            radiusKm={radius ?? profile.serviceRadius}
            place={draft.home.point ? draft.home.location.trim() || null : null}
          />
        </CardContent>
      </Card>
      <div className="sticky bottom-20 z-10 flex flex-wrap items-center justify-end gap-3 rounded-xl border bg-card/95 p-3 shadow-sm backdrop-blur md:bottom-4 lg:col-span-2">
        <p className="mr-auto text-muted-foreground text-sm" role="status">
          {dirty ? t("serviceArea.unsaved") : ""}
        </p>
        <Button type="submit" disabled={!dirty || radius === null || update.isPending}>
          {update.isPending ? t("serviceArea.saving") : t("serviceArea.save")}
        </Button>
      </div>
    </form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
