import { formatRelativeTime } from "@domain/relative-time";
import type { Verification } from "@domain/verification/schemas";
import { Download, FileCheck2, MessageSquareWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { VerificationStatusBadge } from "@/components/verification-status-badge";
import { documentSize } from "@/lib/document-size";
import { currentLanguage } from "@/lib/i18n";
import { useMyVerifications } from "./api";

/** My documents with their review status and, once reviewed, the admin's note. */
export function SubmissionList() {
  const { t } = useTranslation();
  const query = useMyVerifications();
  if (query.isPending) {
    return (
      <div className="grid gap-3">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("verification.list.loadFailed")}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center">
        <FileCheck2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t("verification.list.empty")}</p>
        <p className="max-w-sm text-muted-foreground text-sm">{t("verification.list.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t("verification.list.title")}>
      {query.data.map((item) => (
        <li key={item.id}>
          <Submission item={item} />
        </li>
      ))}
    </ul>
  );
}

function Submission({ item }: { item: Verification }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{t(`verification.types.${item.verificationType}`)}</p>
          <p className="truncate text-muted-foreground text-sm">
            {item.fileName} · {documentSize(item.fileSize)}
          </p>
        </div>
        <VerificationStatusBadge status={item.status} />
      </div>
      <p className="text-muted-foreground text-xs">
        {t("verification.list.submitted", { time: formatRelativeTime(item.submittedAt, language) })}
        {item.reviewedAt &&
          ` · ${t("verification.list.reviewed", { time: formatRelativeTime(item.reviewedAt, language) })}`}
      </p>
      {item.revokeReason && (
        <div className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium">{t("verification.list.revokeReason")}: </span>
            {item.revokeReason}
          </p>
        </div>
      )}
      {item.adminNotes && (
        <div
          className={
            item.status === "rejected"
              ? "flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
              : "flex gap-2 rounded-md border bg-muted/50 p-3 text-sm"
          }
        >
          <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium">{t("verification.list.note")}: </span>
            {item.adminNotes}
          </p>
        </div>
      )}
      <a
        href={item.documentUrl}
        download
        className="inline-flex items-center gap-1.5 justify-self-start rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Download className="size-4" aria-hidden="true" />
        {t("verification.list.download")}
      </a>
    </Card>
  );
}
