import { fullName } from "@domain/auth/user-rules";
import { skillsPreview } from "@domain/professionals/rules";
import type { ProfessionalCard as Card } from "@domain/professionals/schemas";
import { MapPin, Navigation } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PersonAvatar } from "@/components/person-avatar";
import { RatingValue } from "@/components/rating-value";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { VerifiedBadge } from "@/components/verified-badge";
import { placeName } from "@/lib/place-name";
import { distanceBandText } from "./distance-band";
import { useProFormat } from "./format";

/** A card's professional; listed nearest first, with how far they are (a whole-km band). */
export type CardPro = Card & { distanceBand?: number | null };

/** A professional in a grid; the whole card opens their profile dialog. */
export function ProfessionalCard({ pro, href }: { pro: CardPro; href: string }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const name = fullName(pro);
  const { visible, more } = skillsPreview(pro.skillCategories);
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start gap-3">
        <div className="relative">
          <PersonAvatar size="large" person={pro} />
          {pro.isOnline && (
            <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-card bg-success">
              <span className="sr-only">{t("professionals.online")}</span>
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold group-hover:text-primary">{name}</p>
          {pro.location && (
            <p className="mt-0.5 flex items-center gap-1 text-muted-foreground text-sm">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{placeName(pro.location)}</span>
            </p>
          )}
          {pro.distanceBand != null && (
            <p className="mt-0.5 flex items-center gap-1 font-medium text-primary text-sm">
              <Navigation className="size-3.5 shrink-0" aria-hidden="true" />
              {distanceBandText(t, pro.distanceBand)}
            </p>
          )}
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <RatingValue rating={pro.rating} />
        <span className="text-muted-foreground" aria-hidden="true">
          ·
        </span>
        <span className="text-muted-foreground">
          {t("professionals.jobsCompleted", {
            count: pro.completedJobs,
            value: format.number(pro.completedJobs),
          })}
        </span>
      </p>
      {visible.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("professionals.skills")}>
          {visible.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{format.skill(skill)}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge variant="outline">
                {t("professionals.moreSkills", { count: more, value: format.number(more) })}
              </Badge>
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3 text-sm">
        {pro.hourlyRate === null ? (
          <span className="text-muted-foreground">{t("professionals.rateOnRequest")}</span>
        ) : (
          <span className="font-semibold">
            {t("professionals.perHour", { amount: format.money(pro.hourlyRate) })}
          </span>
        )}
        {pro.isVerified && <VerifiedBadge className="shrink-0" />}
      </div>
    </Link>
  );
}

export function ProfessionalCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-4 w-3/4" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-2 h-4 w-24" />
    </div>
  );
}
