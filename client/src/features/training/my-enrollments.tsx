import type { MyEnrollment } from "@domain/training/schemas";
import { GraduationCap, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyEnrollments } from "./api";
import { CancelEnrollmentButton } from "./cancel-enrollment-button";
import { CategoryIcon } from "./category-icon";
import { useTrainingFormat } from "./format";

const STATUS_BADGE = { enrolled: "success", "pending-payment": "warning", cancelled: "outline" } as const;

/** My Training: the signed-in user's enrolments with their status, for the profile page. */
export function MyEnrollments() {
  const { t } = useTranslation();
  const query = useMyEnrollments();
  return (
    <section
      aria-labelledby="my-training"
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div>
        <h2 id="my-training" className="font-semibold text-lg">
          {t("training.my.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("training.my.subtitle")}</p>
      </div>
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t("training.my.loadFailed")}
        </p>
      ) : query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
          <GraduationCap className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t("training.my.empty")}</p>
          <p className="text-muted-foreground text-sm">{t("training.my.emptyHint")}</p>
          <Button asChild variant="outline" className="mt-1">
            <Link href="/training">{t("training.my.browse")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {query.data.map((enrollment) => (
            <li key={enrollment.id}>
              <EnrollmentRow enrollment={enrollment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EnrollmentRow({ enrollment }: { enrollment: MyEnrollment }) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  const { program, status } = enrollment;
  return (
    <article
      aria-label={program.title}
      className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="flex min-w-0 items-start gap-3">
        <CategoryIcon category={program.category} className="size-10" />
        <div className="min-w-0">
          <Link
            href={`/training/${program.id}`}
            className="rounded-sm font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {program.title}
          </Link>
          <p className="truncate text-muted-foreground text-sm">{program.provider}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Badge variant={STATUS_BADGE[status]}>{t(`training.statuses.${status}`)}</Badge>
            <span className="font-medium">{format.price(enrollment.price)}</span>
            <span className="text-muted-foreground">
              {t("training.my.enrolledAt", { time: format.relative(enrollment.createdAt) })}
            </span>
          </p>
          {status === "pending-payment" && (
            <p className="mt-2 flex gap-1.5 text-muted-foreground text-xs">
              <Hourglass className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {t("training.paymentNote")}
            </p>
          )}
        </div>
      </div>
      {status !== "cancelled" && (
        <CancelEnrollmentButton
          enrollmentId={enrollment.id}
          title={program.title}
          className="justify-self-start"
        />
      )}
    </article>
  );
}
