import { formatNpr } from "@domain/money";
import { Clock, type LucideIcon, MapPin, Navigation, Tag, User, Wallet, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";
import { cn } from "@/lib/utils";
import type { LiveOffer } from "./api";
import { instantFormat } from "./format";

/** Under this many seconds the countdown turns red. */
const HURRY_SECONDS = 15;

type RequestCardProps = {
  offer: LiveOffer;
  secondsLeft: number;
  accepting: boolean;
  /** Another card's accept is on its way: one at a time. */
  disabled: boolean;
  onAccept: (offer: LiveOffer) => void;
};

/** One urgent request offered to me, with its countdown and Accept. */
export function RequestCard({ offer, secondsLeft, accepting, disabled, onAccept }: RequestCardProps) {
  const { t } = useTranslation();
  const format = instantFormat();
  const titleId = `offer-${offer.jobId}`;
  return (
    <li aria-labelledby={titleId}>
      <Card className="flex h-full flex-col gap-3 border-destructive/30 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
            {offer.title}
          </h3>
          <Badge variant="destructive" className="shrink-0 font-bold tracking-wide">
            <Zap aria-hidden="true" />
            {t("instantHelpPro.card.urgent")}
          </Badge>
        </div>
        {offer.description && (
          <p className="line-clamp-2 text-muted-foreground text-sm">{offer.description}</p>
        )}
        <ul className="grid gap-1.5 text-muted-foreground text-sm">
          <Fact icon={Tag}>{categoryLabel(t, offer.skillCategory)}</Fact>
          <Fact icon={MapPin}>
            <span className="truncate">{placeName(offer.location)}</span>
          </Fact>
          <Fact icon={Navigation}>
            {t("instantHelpPro.card.distance", { value: format.number(offer.distanceKm) })}
          </Fact>
          <Fact icon={User}>{t("instantHelpPro.card.customer", { name: offer.customerName })}</Fact>
          <Fact icon={Wallet}>
            {offer.callOutPrice === null
              ? t("instantHelpPro.card.noRate")
              : t("instantHelpPro.card.callOut", { price: formatNpr(offer.callOutPrice, currentLanguage()) })}
          </Fact>
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <span
            className={cn(
              "flex items-center gap-1.5 font-semibold text-sm tabular-nums",
              secondsLeft <= HURRY_SECONDS ? "text-destructive" : "text-warning-foreground",
            )}
          >
            <Clock className="size-4" aria-hidden="true" />
            {t("instantHelpPro.card.timeLeft", { time: format.clock(secondsLeft) })}
          </span>
          <Button
            onClick={() => onAccept(offer)}
            disabled={accepting || disabled}
            aria-busy={accepting}
            className="min-w-28"
          >
            {accepting ? (
              <>
                <Spinner className="text-primary-foreground" />
                {t("instantHelpPro.card.accepting")}
              </>
            ) : (
              t("instantHelpPro.card.accept")
            )}
          </Button>
        </div>
      </Card>
    </li>
  );
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </li>
  );
}

export function RequestCardSkeleton() {
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-4 w-full" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/4" />
      </div>
      <div className="flex items-center justify-between">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-10 w-28" />
      </div>
    </Card>
  );
}
