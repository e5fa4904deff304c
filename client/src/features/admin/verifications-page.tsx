import type { AdminVerification } from "@domain/admin/schemas";
import { fullName } from "@domain/auth/user-rules";
import { formatRelativeTime } from "@domain/relative-time";
import { VERIFICATION_STATUSES } from "@domain/verification/rules";
import type { VerificationStatus } from "@domain/verification/schemas";
import { Check, FileCheck2, MapPin, ShieldOff, X } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { VerificationStatusBadge } from "@/components/verification-status-badge";
import { VerifiedBadge } from "@/components/verified-badge";
import { currentLanguage } from "@/lib/i18n";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { AdminLayout } from "./admin-layout";
import { useAdminVerifications } from "./api";
import { DocumentPreview } from "./document-preview";
import type { ReviewTarget } from "./review-dialog";

// The review dialog (Radix dialog, the notes' domain schema) mounts when the browser is idle, or
// when a review is opened before that.
const ReviewDialog = lazyWhenIdle(() => import("./review-dialog").then((m) => ({ default: m.ReviewDialog })));
const RevokeDialog = lazyWhenIdle(() => import("./revoke-dialog").then((m) => ({ default: m.RevokeDialog })));

/** /admin/verifications: pending documents first come, first served; reviewed ones by status. */
export function AdminVerificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: VerificationStatus =
    VERIFICATION_STATUSES.find((value) => value === params.get("status")) ?? "pending";
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [revoking, setRevoking] = useState<AdminVerification | null>(null);
  const idle = useIdle();
  return (
    <AdminLayout title={t("admin.queue.title")} subtitle={t("admin.queue.subtitle")}>
      <Tabs value={status} onValueChange={(next) => setParams(next === "pending" ? {} : { status: next })}>
        <TabsList aria-label={t("admin.queue.statusLabel")} className="w-full sm:w-auto">
          {VERIFICATION_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`admin.queue.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The chosen status's queue is the panel of its tab. */}
        <TabsContent value={status} className="mt-6">
          <Queue status={status} onReview={setTarget} onRevoke={setRevoking} />
        </TabsContent>
      </Tabs>
      {(idle || target) && (
        <Suspense fallback={null}>
          <ReviewDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
      {(idle || revoking) && (
        <Suspense fallback={null}>
          <RevokeDialog item={revoking} onClose={() => setRevoking(null)} />
        </Suspense>
      )}
    </AdminLayout>
  );
}

type Actions = {
  onReview: (target: ReviewTarget) => void;
  onRevoke: (item: AdminVerification) => void;
};

function Queue({ status, ...actions }: { status: VerificationStatus } & Actions) {
  const { t } = useTranslation();
  const query = useAdminVerifications(status);
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("admin.queue.loadFailed")}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-12 text-center">
        <FileCheck2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t(`admin.queue.empty.${status}`)}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t(`admin.queue.tabs.${status}`)}>
      {query.data.map((item) => (
        <li key={item.id}>
          <QueueItem item={item} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function QueueItem({ item, onReview, onRevoke }: { item: AdminVerification } & Actions) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = fullName(item.professional);
  return (
    <Card className="grid h-full content-start gap-4 p-4 sm:p-5" aria-labelledby={`verification-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`verification-${item.id}`} className="font-semibold">
            {name}
          </h2>
          <p className="truncate text-muted-foreground text-sm">{item.professional.email}</p>
          {item.professional.location && (
            <p className="flex items-center gap-1 text-muted-foreground text-sm">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              {item.professional.location}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {item.professional.isVerified && <VerifiedBadge />}
          <VerificationStatusBadge status={item.status} />
        </div>
      </div>
      <p className="text-sm">
        <span className="font-medium">{t(`verification.types.${item.verificationType}`)}</span>
        <span className="text-muted-foreground">
          {" · "}
          {t("verification.list.submitted", { time: formatRelativeTime(item.submittedAt, language) })}
        </span>
      </p>
      {/* The queue's documents open at once; a decided one (dozens in a list) when asked. */}
      <DocumentPreview item={item} owner={name} folded={item.status !== "pending"} />
      {item.adminNotes && (
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          <span className="font-medium">{t("admin.queue.notes")}: </span>
          {item.adminNotes}
        </p>
      )}
      {item.revokeReason && (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {t("admin.queue.revoked", { reason: item.revokeReason })}
        </p>
      )}
      {item.status === "approved" && (
        <Button
          variant="outline"
          onClick={() => onRevoke(item)}
          className="justify-self-start text-destructive hover:text-destructive"
        >
          <ShieldOff aria-hidden="true" />
          {t("admin.revoke.action")}
          <span className="sr-only"> {name}</span>
        </Button>
      )}
      {item.status === "pending" && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => onReview({ item, decision: "approve" })} className="sm:flex-1">
            <Check aria-hidden="true" />
            {t("admin.review.approve")}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="outline"
            onClick={() => onReview({ item, decision: "reject" })}
            className="text-destructive hover:text-destructive sm:flex-1"
          >
            <X aria-hidden="true" />
            {t("admin.review.reject")}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
