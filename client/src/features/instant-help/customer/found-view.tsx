import type { InstantProfessional } from "@domain/instant-help/schemas";
import { formatNpr } from "@domain/money";
import { nationalMobile } from "@domain/phone-rules";
import { BriefcaseBusiness, CircleCheck, MapPin, MessageSquare, Phone, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PersonAvatar } from "@/components/person-avatar";
import { RatingValue } from "@/components/rating-value";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { VerifiedBadge } from "@/components/verified-badge";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { distanceBandText } from "./distance-band";
import type { RequestDraft } from "./request-storage";
import { RequestSummary } from "./request-summary";
import { ViewHeading } from "./view-heading";

type FoundViewProps = { professional: InstantProfessional; draft: RequestDraft; onStartOver: () => void };

/**
 * Found: the professional who accepted, on their way, and how to reach them: Call Now dials their
 * mobile number when they gave one; otherwise it opens the way to message them.
 */
export function FoundView({ professional, draft, onStartOver }: FoundViewProps) {
  const { t } = useTranslation();
  const contactId = useId();
  const [contactOpen, setContactOpen] = useState(false);
  const name = `${professional.firstName} ${professional.lastName}`;

  return (
    <Card className="mx-auto grid w-full max-w-xl gap-6 p-6 sm:p-8">
      <div className="grid justify-items-center gap-2 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <ViewHeading>{t("instantHelp.found.heading")}</ViewHeading>
        <p className="text-muted-foreground">{t("instantHelp.found.description")}</p>
      </div>

      <div className="flex flex-col items-center gap-4 rounded-xl border p-4 text-center sm:flex-row sm:text-left">
        <PersonAvatar size="large" person={professional} className="size-20 text-xl" />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h3 className="font-semibold text-xl">{name}</h3>
            {professional.isVerified && <VerifiedBadge />}
          </div>
          <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-muted-foreground text-sm sm:justify-start">
            <RatingValue rating={professional.rating} className="text-foreground" />
            <span className="flex items-center gap-1">
              <BriefcaseBusiness className="size-4" aria-hidden="true" />
              {t("instantHelp.found.jobs", {
                count: professional.completedJobs,
                value: localDigits(professional.completedJobs),
              })}
            </span>
            {professional.distanceBand !== null && (
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {t("instantHelp.found.away", { distance: distanceBandText(t, professional.distanceBand) })}
              </span>
            )}
          </p>
          {professional.callOutPrice !== null && (
            <p className="font-medium text-sm">
              {t("instantHelp.found.callOut", {
                price: formatNpr(professional.callOutPrice, currentLanguage()),
              })}
            </p>
          )}
          {professional.phone && (
            <p className="flex items-center justify-center gap-1 text-sm sm:justify-start">
              <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">{t("instantHelp.found.phone")}</span>
              <span className="font-medium tabular-nums">
                {localDigits(nationalMobile(professional.phone))}
              </span>
            </p>
          )}
          <p className="font-medium text-sm text-success">
            {t("instantHelp.found.onTheWay", { name: professional.firstName })}
          </p>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        {professional.phone ? (
          <Button asChild size="lg">
            <a href={`tel:${professional.phone}`}>
              <Phone aria-hidden="true" />
              {t("instantHelp.found.callNow")}
            </a>
          </Button>
        ) : (
          <Button
            size="lg"
            aria-expanded={contactOpen}
            aria-controls={contactId}
            onClick={() => setContactOpen((open) => !open)}
          >
            <Phone aria-hidden="true" />
            {t("instantHelp.found.callNow")}
          </Button>
        )}
        <Button size="lg" variant="outline" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" />
          {t("instantHelp.startOver")}
        </Button>
      </div>

      {professional.phone ? (
        <Button asChild variant="ghost" className="-mt-3 justify-self-center">
          <Link href={professional.messagesUrl}>
            <MessageSquare aria-hidden="true" />
            {t("instantHelp.found.message", { name })}
          </Link>
        </Button>
      ) : (
        <section
          id={contactId}
          hidden={!contactOpen}
          aria-label={t("instantHelp.found.contactTitle", { name: professional.firstName })}
          className="grid gap-3 rounded-xl border border-brand-blue/30 bg-brand-blue/5 p-4"
        >
          <h3 className="font-semibold">
            {t("instantHelp.found.contactTitle", { name: professional.firstName })}
          </h3>
          <p className="text-muted-foreground text-sm">
            {t("instantHelp.found.contactText", { name: professional.firstName })}
          </p>
          <Button asChild variant="brand" className="justify-self-start">
            <Link href={professional.messagesUrl}>
              <MessageSquare aria-hidden="true" />
              {t("instantHelp.found.message", { name })}
            </Link>
          </Button>
        </section>
      )}

      <RequestSummary draft={draft} />
      <Link
        href="/jobs"
        className="justify-self-center text-primary text-sm underline-offset-4 hover:underline"
      >
        {t("instantHelp.found.myJobs")}
      </Link>
    </Card>
  );
}
