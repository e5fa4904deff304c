import type { ProgramDetail } from "@domain/training/schemas";
import { ArrowLeft, CircleCheck, ExternalLink, Hourglass, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PaymentReturnNotice } from "@/components/payment-return-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { WalletPay } from "@/components/wallet-pay";
import { errorStatus } from "@/lib/api-error";
import { usePageTitle } from "@/lib/page-title";
import { useProgram } from "./api";
import { CancelEnrollmentButton } from "./cancel-enrollment-button";
import { CoursePrice, CourseRating } from "./course-card";
import { CoursesMessage, RetryButton } from "./course-grid";
import { CourseImage } from "./course-image";
import { EnrollButton } from "./enroll-button";
import { useTrainingFormat } from "./format";

/** /training/:id: one course in full, with Enroll, my enrolment's status and Cancel. */
export function CourseDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useProgram(id);
  usePageTitle(query.data?.title);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8">
      <Link
        href="/training"
        className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("training.detail.back")}
      </Link>
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        errorStatus(query.error) === 404 || errorStatus(query.error) === 400 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center">
            <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
            <h1 className="font-bold text-xl">{t("training.detail.notFound")}</h1>
            <p className="text-muted-foreground text-sm">{t("training.detail.notFoundHint")}</p>
          </div>
        ) : (
          <CoursesMessage kind="error">
            <RetryButton onRetry={() => query.refetch()} />
          </CoursesMessage>
        )
      ) : (
        <CourseDetail course={query.data} />
      )}
    </div>
  );
}

function CourseDetail({ course }: { course: ProgramDetail }) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  const status = course.myEnrollment?.status;
  const details: [string, ReactNode][] = [
    [t("training.detail.provider"), course.provider],
    [t("training.detail.instructor"), course.instructor ?? "—"],
    [t("training.detail.occupation"), course.occupation],
    [t("training.detail.duration"), format.duration(course.duration)],
    [t("training.detail.level"), format.label("level", course.level)],
    [t("training.detail.deliveryMode"), format.label("deliveryMode", course.deliveryMode)],
    [
      t("training.detail.location"),
      [course.location, format.place(course.district, course.province)].filter(Boolean).join(" · "),
    ],
    [t("training.detail.students"), format.students(course.students)],
  ];
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 gap-6">
        <CourseImage
          imageUrl={course.imageUrl}
          category={course.category}
          alt={course.title}
          priority
          className="aspect-video w-full rounded-2xl border sm:aspect-[2/1]"
        />
        <header className="min-w-0">
          <Badge variant="brand">{format.label("occupation", course.category)}</Badge>
          <h1 className="mt-2 font-bold text-2xl tracking-tight sm:text-3xl">{course.title}</h1>
          <p className="mt-1 text-muted-foreground">{course.provider}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <CourseRating rating={course.rating} reviews={course.reviewCount} />
            <span>{format.students(course.students)}</span>
          </p>
        </header>
        <section aria-labelledby="course-about" className="grid gap-2">
          <h2 id="course-about" className="font-semibold text-lg">
            {t("training.detail.about")}
          </h2>
          <p className="text-muted-foreground leading-relaxed">{course.description}</p>
        </section>
        <section aria-labelledby="course-details" className="grid gap-3">
          <h2 id="course-details" className="font-semibold text-lg">
            {t("training.detail.details")}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 sm:grid-cols-2">
            {details.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-muted-foreground text-xs uppercase tracking-wide">{term}</dt>
                <dd className="mt-0.5 font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <aside className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24">
        <div>
          <p className="text-muted-foreground text-xs uppercase tracking-wide">
            {t("training.detail.price")}
          </p>
          <CoursePrice price={course.price} originalPrice={course.originalPrice} className="text-xl" />
        </div>
        <EnrollButton course={course} className="w-full" />
        {course.myEnrollment && (
          <PaymentReturnNotice about={(payment) => payment.enrollmentId === course.myEnrollment?.id} />
        )}
        {status === "pending-payment" && course.myEnrollment && (
          <section aria-label={t("training.payment.awaiting")} className="grid gap-3">
            <p className="flex gap-2 rounded-lg bg-warning/15 p-3 text-sm">
              <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t("training.paymentNote")}
            </p>
            <WalletPay sale={{ enrollmentId: course.myEnrollment.id }} />
          </section>
        )}
        {status === "enrolled" && course.price > 0 && (
          <p className="flex gap-2 rounded-lg bg-success/10 p-3 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {t("training.payment.paid")}
          </p>
        )}
        {course.myEnrollment && (
          <CancelEnrollmentButton enrollmentId={course.myEnrollment.id} title={course.title} />
        )}
        {course.enrollmentUrl && (
          <Button asChild variant="link" className="justify-self-start px-0">
            <a href={course.enrollmentUrl} target="_blank" rel="noreferrer noopener">
              {t("training.detail.website")}
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </aside>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
      <span className="sr-only" role="status">
        {t("training.loading")}
      </span>
      <div className="grid gap-4">
        <Skeleton className="aspect-video w-full rounded-2xl sm:aspect-[2/1]" />
        <div className="grid gap-2">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
