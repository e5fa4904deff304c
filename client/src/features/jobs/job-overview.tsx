import { fullName } from "@domain/auth/user-rules";
import type { JobDetail } from "@domain/jobs/schemas";
import { formatNpr } from "@domain/money";
import { formatNepalDateTime } from "@domain/time";
import { CalendarClock, Clock, MapPin, Tag, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DateInBothCalendars, RelativeTime } from "@/components/date-time";
import { JobDescription } from "@/components/job-description";
import { PersonAvatar } from "@/components/person-avatar";
import { budgetText } from "@/lib/budget-text";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";

/** The job dialog's facts: budget, place, age, category, description, AI summary, people. */
export function JobOverview({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const hired = job.hiredProfessional;
  const booked = !hired ? job.invitedProfessional : null;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-4">
        <Fact label={t("jobDialog.budget")}>{budgetText(t, job, locale, false)}</Fact>
        <Fact label={t("jobDialog.location")} icon={<MapPin aria-hidden="true" />}>
          {placeName(job.location)}
        </Fact>
        <Fact label={t("jobDialog.posted")} icon={<Clock aria-hidden="true" />}>
          <RelativeTime at={job.createdAt} />
          <DateInBothCalendars at={job.createdAt} className="block text-muted-foreground text-xs" />
        </Fact>
        {job.scheduledAt && (
          <Fact label={t("jobDialog.scheduledFor")} icon={<CalendarClock aria-hidden="true" />}>
            <time dateTime={job.scheduledAt}>{formatNepalDateTime(job.scheduledAt, locale)}</time>
          </Fact>
        )}
        <Fact label={t("jobDialog.category")} icon={<Tag aria-hidden="true" />}>
          {categoryLabel(t, job.skillCategory)}
        </Fact>
      </dl>

      <JobDescription
        description={job.description}
        aiSummary={job.aiSummary}
        descriptionHeading={t("jobDialog.description")}
        aiSummaryHeading={t("jobDialog.aiSummary")}
      />

      <div className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
        <Person label={t("jobDialog.customer")} person={job.customer} />
        {hired && (
          <Person
            label={t("jobDialog.hired")}
            person={hired}
            extra={job.finalPrice ? formatNpr(job.finalPrice, locale) : undefined}
          />
        )}
        {booked && <Person label={t("jobDialog.booked")} person={booked} />}
      </div>
    </div>
  );
}

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-muted-foreground text-xs [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 break-words font-medium">{children}</dd>
    </div>
  );
}

type PersonProps = {
  label: string;
  person: JobDetail["customer"];
  extra?: string;
};

function Person({ label, person, extra }: PersonProps) {
  return (
    <div className="flex items-center gap-2">
      <PersonAvatar person={person} className="size-8" />
      <div className="min-w-0">
        <p className="flex items-center gap-1 text-muted-foreground text-xs">
          <UserRound className="size-3" aria-hidden="true" />
          {label}
        </p>
        <p className="truncate font-medium">
          {fullName(person)}
          {extra && <span className="ml-1.5 font-normal text-muted-foreground">· {extra}</span>}
        </p>
      </div>
    </div>
  );
}
