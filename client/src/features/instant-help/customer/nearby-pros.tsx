import { BadgeCheck, Radar } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "@/components/person-avatar";
import { RatingValue } from "@/components/rating-value";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-error";
import { localDigits } from "@/lib/local-digits";
import { type NearbyFilter, useNearbyProfessionals } from "./api";
import { distanceBandText } from "./distance-band";

const SHOWN = 4;

/** "Available near you": who is online and free now around the place asked for (signed in only). */
export function NearbyPros({ filter, signedIn }: { filter: NearbyFilter; signedIn: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const nearby = useNearbyProfessionals(filter, signedIn);
  const list = nearby.data ?? [];

  let body: ReactNode;
  if (!signedIn) body = <Note>{t("instantHelp.nearby.signIn")}</Note>;
  else if (nearby.isPending)
    body = (
      <ul className="grid gap-3" aria-busy="true" aria-label={t("instantHelp.nearby.loading")}>
        {[0, 1, 2].map((row) => (
          <li key={row} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-2/5" />
            </div>
          </li>
        ))}
      </ul>
    );
  else if (nearby.isError)
    body = (
      <Note>
        {errorStatus(nearby.error) === 429
          ? t("instantHelp.nearby.tooManyPlaces")
          : t("instantHelp.nearby.loadFailed")}
      </Note>
    );
  else if (list.length === 0)
    body = <Note>{filter.point ? t("instantHelp.nearby.none") : t("instantHelp.nearby.pickPlace")}</Note>;
  else
    body = (
      <>
        <p className="font-medium text-sm">
          {t("instantHelp.nearby.count", { count: list.length, value: localDigits(list.length) })}
        </p>
        <ul className="grid gap-3">
          {list.slice(0, SHOWN).map((pro) => (
            <li key={pro.id} className="flex items-center gap-3">
              <PersonAvatar size="large" person={pro} className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1 truncate font-medium text-sm">
                  {pro.firstName} {pro.lastName}
                  {pro.isVerified && (
                    <BadgeCheck
                      className="size-4 shrink-0 text-success"
                      aria-label={t("instantHelp.verified")}
                    />
                  )}
                </p>
                <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
                  <RatingValue rating={pro.rating} />
                  <span>{distanceBandText(t, pro.distanceBand)}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {list.length > SHOWN && (
          <p className="text-muted-foreground text-xs">
            {t("instantHelp.nearby.more", { value: localDigits(list.length - SHOWN) })}
          </p>
        )}
      </>
    );

  return (
    <Card className="grid gap-4 p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Radar className="size-5 text-success" aria-hidden="true" />
        {t("instantHelp.nearby.title")}
      </h2>
      <div className="grid gap-3" aria-live="polite">
        {body}
      </div>
    </Card>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-sm">{children}</p>;
}
