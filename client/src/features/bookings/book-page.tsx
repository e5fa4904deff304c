import {
  BOOKING_HOURS_DEFAULT,
  BOOKING_HOURS_MAX,
  BOOKING_HOURS_MIN,
  bookingPrice,
} from "@domain/bookings/rules";
import { nepalDay } from "@domain/kathmandu-day";
import { formatNpr } from "@domain/money";
import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { formatCalendarDay, formatNepalTime } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, MessageSquare, UserX } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "wouter";
import { Field, invalidProps } from "@/components/field";
import { FormAlert } from "@/components/form-alert";
import { FormField } from "@/components/form-field";
import { LazySelect } from "@/components/lazy-select";
import { PersonAvatar } from "@/components/person-avatar";
import { PriceEstimate } from "@/components/price-estimate";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorCode, errorField } from "@/lib/api-error";
import { categoryLabel } from "@/lib/category-label";
import { errorText } from "@/lib/error-text";
import { getByKey } from "@/lib/get-by-key";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { professionalKey } from "@/lib/query-keys";
import { toast } from "@/lib/use-toast";
import { seriesDatesQuery, useCreateBooking } from "./api";
import { type RepeatChoice, RepeatFields, SeriesDatesList } from "./repeat-fields";
import { SlotPicker } from "./slot-picker";

const HOURS = Array.from(
  { length: (BOOKING_HOURS_MAX - BOOKING_HOURS_MIN) * 2 + 1 },
  (_, index) => BOOKING_HOURS_MIN + index / 2,
);

type Errors = Partial<Record<"startsAt" | "title" | "description" | "location" | "form", string>>;

/** /book/:id (Book Now): a free time of the professional, the work, and the price at their rate. */
export function BookPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const pro = useQuery({ queryKey: professionalKey(id), queryFn: getByKey<ProfessionalDetail> });
  if (pro.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (pro.isError || !pro.data) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        <StateBox icon={UserX} title={t("booking.notFound")}>
          <Button asChild variant="outline">
            <Link href="/professionals">{t("booking.browse")}</Link>
          </Button>
        </StateBox>
      </div>
    );
  }
  return <BookingForm pro={pro.data} />;
}

function BookingForm({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const create = useCreateBooking();
  const [hours, setHours] = useState(BOOKING_HOURS_DEFAULT);
  const [day, setDay] = useState<string | undefined>(params.get("day") ?? undefined);
  const [startsAt, setStartsAt] = useState<string>();
  const [skill, setSkill] = useState(pro.skillCategories[0] ?? "");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [location, setLocation] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [repeat, setRepeat] = useState<RepeatChoice>({ every: "none", count: 4 });
  const series = repeat.every === "none" ? undefined : { every: repeat.every, count: repeat.count };
  const dates = useQuery({
    ...seriesDatesQuery(pro.id, {
      startsAt: startsAt ?? "",
      hours,
      every: series?.every ?? "week",
      count: repeat.count,
    }),
    enabled: Boolean(series && startsAt),
  });
  const notFree = series && dates.data ? dates.data.filter((date) => !date.free).length : 0;
  const name = `${pro.firstName} ${pro.lastName}`;

  if (pro.hourlyRate === null) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        <StateBox icon={MessageSquare} title={t("booking.noRate", { name })}>
          <Button asChild variant="brand">
            <Link href={`/messages?to=${pro.id}`}>{t("proDetail.message")}</Link>
          </Button>
        </StateBox>
      </div>
    );
  }
  const price = bookingPrice(pro.hourlyRate, hours);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!startsAt) found.startsAt = t("booking.chooseTime");
    else if (notFree > 0) found.startsAt = t("booking.repeat.someNotFree", { n: localDigits(notFree) });
    if (!title.trim()) found.title = t("booking.titleRequired");
    if (!description.trim()) found.description = t("booking.descriptionRequired");
    if (!location.trim()) found.location = t("booking.locationRequired");
    setErrors(found);
    if (Object.keys(found).length > 0 || !startsAt) return;
    create.mutate(
      {
        professionalId: pro.id,
        skillCategory: skill,
        title,
        description,
        location,
        startsAt,
        estimatedHours: hours,
        ...(series ? { repeat: series } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: t("booking.sent"),
            description: t("booking.sentText", { name }),
            variant: "success",
          });
          navigate("/calendar");
        },
        onError: (error) => {
          const field = errorField(error);
          const code = errorCode(error);
          const words =
            code === "booking.series_slot_taken" && error instanceof ApiError
              ? t("booking.repeat.taken", {
                  index: localDigits(Number(error.params.index)),
                  date: formatCalendarDay(String(error.params.date), locale, "long"),
                })
              : (errorText(error) ?? t("booking.failed"));
          if (code === "booking.slot_taken" || code === "booking.slot_unavailable") setStartsAt(undefined);
          if (code === "booking.series_slot_taken") void dates.refetch();
          setErrors(
            field === "startsAt" || field === "title" || field === "description" || field === "location"
              ? { [field]: words }
              : { form: words },
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-6">
      <div className="flex items-center gap-3">
        <PersonAvatar person={pro} size="large" />
        <div className="min-w-0">
          <h1 className="font-bold text-xl tracking-tight">{t("booking.title", { name })}</h1>
          <p className="text-muted-foreground text-sm">
            {t("booking.rate", { rate: formatNpr(pro.hourlyRate, locale) })}
          </p>
        </div>
      </div>

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="booking-skill" label={t("booking.service")}>
              <LazySelect
                id="booking-skill"
                value={skill}
                onValueChange={setSkill}
                options={pro.skillCategories.map((value) => ({ value, label: categoryLabel(t, value) }))}
              />
            </Field>
            <Field id="booking-hours" label={t("booking.hours")}>
              <LazySelect
                id="booking-hours"
                value={String(hours)}
                onValueChange={(value) => {
                  setHours(Number(value));
                  setStartsAt(undefined);
                }}
                options={HOURS.map((value) => ({
                  value: String(value),
                  label: t("booking.hoursOption", { count: value }),
                }))}
              />
            </Field>
          </div>
          <SlotPicker
            professionalId={pro.id}
            hours={hours}
            day={day}
            startsAt={startsAt}
            onDay={(next) => {
              setDay(next);
              setStartsAt(undefined);
            }}
            onTime={(next) => {
              setStartsAt(next);
              setErrors(({ startsAt: _, ...rest }) => rest);
            }}
            error={errors.startsAt}
          />
          <RepeatFields
            value={repeat}
            onChange={(next) => {
              setRepeat(next);
              setErrors(({ startsAt: _, ...rest }) => rest);
            }}
          />
          {series && <SeriesDatesList dates={startsAt ? dates : undefined} />}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <FormField
            id="booking-title"
            label={t("booking.jobTitle")}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
            placeholder={t("booking.jobTitlePlaceholder")}
          />
          <Field id="booking-description" label={t("booking.description")} error={errors.description}>
            <Textarea
              id="booking-description"
              value={description}
              maxLength={5000}
              rows={4}
              onChange={(event) => setDescription(event.target.value)}
              {...invalidProps("booking-description", Boolean(errors.description))}
            />
          </Field>
          <FormField
            id="booking-location"
            label={t("booking.location")}
            value={location}
            maxLength={200}
            autoComplete="street-address"
            onChange={(event) => setLocation(event.target.value)}
            error={errors.location}
            placeholder={t("booking.locationPlaceholder")}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-2 pt-5 text-sm sm:pt-6">
          <p className="flex justify-between gap-4">
            <span className="text-muted-foreground">
              {t("booking.priceLine", { rate: formatNpr(pro.hourlyRate, locale), count: hours })}
            </span>
            <span className="font-semibold text-base">{formatNpr(price, locale)}</span>
          </p>
          {startsAt && (
            <p className="text-muted-foreground">
              {t("booking.when", {
                day: formatCalendarDay(nepalDay(startsAt), locale, "long"),
                time: formatNepalTime(startsAt, locale),
              })}
            </p>
          )}
          {series && (
            <p className="text-muted-foreground">
              {t("booking.repeat.priceEach", {
                amount: formatNpr(price, locale),
                n: localDigits(series.count),
              })}
            </p>
          )}
          <p className="text-muted-foreground">
            {t(series ? "booking.repeat.howItWorks" : "booking.howItWorks", { name: pro.firstName })}
          </p>
          {/* What this work usually costs around here, to weigh the rate against. */}
          <PriceEstimate skillCategory={skill} location={location} />
        </CardContent>
      </Card>

      {errors.form && <FormAlert title={errors.form} />}
      <Button type="submit" variant="brand" size="lg" disabled={create.isPending}>
        <CalendarCheck aria-hidden="true" />
        {create.isPending ? t("booking.sending") : t("booking.send")}
      </Button>
    </form>
  );
}
