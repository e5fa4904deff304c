import { BellRing, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { errorStatus } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { useOnline } from "@/lib/online";
import { placeName } from "@/lib/place-name";
import { toast } from "@/lib/use-toast";
import { type LiveOffer, type OfferFilters, useAcceptOffer, useInstantOffers } from "./api";
import { instantFormat } from "./format";
import { RequestCard, RequestCardSkeleton } from "./request-card";
import { useNow } from "./use-now";

/** SPEC §9: six skeletons on Instant Help. */
const SKELETONS = 6;
const GRID = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";

const secondsUntil = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** 'Urgent Requests Nearby (n)': the open requests offered to me, each counting down to its end. */
export function RequestList({ filters }: { filters: OfferFilters }) {
  const { t } = useTranslation();
  const format = instantFormat();
  const [, navigate] = useLocation();
  const offers = useInstantOffers(filters, true);
  const accept = useAcceptOffer();
  // Offline the saved requests show read-only (the offline notice says why).
  const online = useOnline();
  const now = useNow(Boolean(offers.data?.length));
  // A request that ran out leaves the list at once; the server closes it on its side.
  const open = (offers.data ?? []).filter((offer) => secondsUntil(offer.deadline, now) > 0);
  const filtered = Boolean(filters.category || filters.rangeKm);

  const onAccept = (offer: LiveOffer) =>
    accept.mutate(offer.jobId, {
      onSuccess: () => {
        toast({
          title: t("instantHelpPro.card.accepted"),
          description: t("instantHelpPro.card.acceptedText", {
            name: offer.customerName,
            location: placeName(offer.location),
          }),
          variant: "success",
        });
        navigate("/jobs-hub");
      },
      onError: (error) => {
        // 409 taken or expired, 403 not offered to me: the refusal's words; the list refreshes.
        const refused = errorStatus(error) === 409 || errorStatus(error) === 403;
        const message = errorText(error);
        toast({
          title: refused && message ? message : t("instantHelpPro.card.acceptFailed"),
          description: refused ? undefined : message,
          variant: "destructive",
        });
      },
    });

  return (
    <section aria-labelledby="instant-requests-heading" className="grid gap-4">
      <h2 id="instant-requests-heading" className="font-semibold text-lg sm:text-xl">
        {offers.isSuccess
          ? t("instantHelpPro.list.heading", { n: format.number(open.length) })
          : t("instantHelpPro.list.headingLoading")}
      </h2>
      {offers.isPending ? (
        <div className={GRID}>
          <span className="sr-only" role="status">
            {t("app.loading")}
          </span>
          {Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <RequestCardSkeleton key={index} />
          ))}
        </div>
      ) : offers.isError ? (
        <StateBox icon={TriangleAlert} title={t("instantHelpPro.list.fetchFailed")}>
          <Button variant="outline" size="sm" onClick={() => offers.refetch()}>
            {t("instantHelpPro.list.retry")}
          </Button>
        </StateBox>
      ) : open.length === 0 ? (
        <StateBox icon={BellRing} title={t("instantHelpPro.list.empty")}>
          {filtered ? t("instantHelpPro.list.emptyFilteredHint") : t("instantHelpPro.list.emptyHint")}
        </StateBox>
      ) : (
        <ul className={GRID}>
          {open.map((offer) => (
            <RequestCard
              key={offer.jobId}
              offer={offer}
              secondsLeft={secondsUntil(offer.deadline, now)}
              accepting={accept.isPending && accept.variables === offer.jobId}
              disabled={accept.isPending || !online}
              onAccept={onAccept}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
