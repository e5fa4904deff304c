import { formatPaisa } from "@domain/money";
import { PAYOUT_REFERENCE_MAX_LENGTH } from "@domain/payments/rules";
import type { DisputeCase, Payment } from "@domain/payments/schemas";
import { formatDate } from "@domain/time";
import { Gavel, ReceiptText } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { currentLanguage } from "@/lib/i18n";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { toast } from "@/lib/use-toast";
import { AdminLayout } from "./admin-layout";
import { type DisputeStatus, useAdminDisputes, useAdminRefunds, useSettleRefund } from "./payments-api";
import { QueueEmpty, QueueLoading } from "./queue-states";
import type { TextDecision } from "./text-decision-dialog";

const ResolveDialog = lazyWhenIdle(() =>
  import("./resolve-dialog").then((m) => ({ default: m.ResolveDialog })),
);
const TextDecisionDialog = lazyWhenIdle(() =>
  import("./text-decision-dialog").then((m) => ({ default: m.TextDecisionDialog })),
);

const STATUSES = ["open", "resolved"] as const satisfies readonly DisputeStatus[];

/**
 * /admin/disputes: problems customers reported with payments, oldest first, each decided as a
 * release, a full or a partial refund with a note both sides see; and the eSewa refunds decided
 * that an admin sends by hand (eSewa has no refund API) and records under eSewa's reference.
 */
export function AdminDisputesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: DisputeStatus = STATUSES.find((value) => value === params.get("status")) ?? "open";
  const [resolving, setResolving] = useState<DisputeCase | null>(null);
  const [decision, setDecision] = useState<TextDecision | null>(null);
  const idle = useIdle();
  return (
    <AdminLayout title={t("admin.disputes.title")} subtitle={t("admin.disputes.subtitle")}>
      <div className="grid gap-10">
        <Tabs value={status} onValueChange={(next) => setParams(next === "open" ? {} : { status: next })}>
          <TabsList aria-label={t("admin.disputes.statusLabel")} className="w-full sm:w-auto">
            {STATUSES.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`admin.disputes.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={status} className="mt-6">
            <DisputeQueue status={status} onResolve={setResolving} />
          </TabsContent>
        </Tabs>
        <RefundsToSettle onDecide={setDecision} />
      </div>
      {(idle || resolving) && (
        <Suspense fallback={null}>
          <ResolveDialog dispute={resolving} onClose={() => setResolving(null)} />
        </Suspense>
      )}
      {(idle || decision) && (
        <Suspense fallback={null}>
          <TextDecisionDialog decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      )}
    </AdminLayout>
  );
}

function DisputeQueue({
  status,
  onResolve,
}: {
  status: DisputeStatus;
  onResolve: (dispute: DisputeCase) => void;
}) {
  const { t } = useTranslation();
  const query = useAdminDisputes(status);
  if (query.isPending) return <QueueLoading />;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("admin.disputes.loadFailed")}
      </p>
    );
  }
  if (query.data.disputes.length === 0) return <QueueEmpty text={t(`admin.disputes.empty.${status}`)} />;
  return (
    <ul className="grid gap-3" aria-label={t("admin.disputes.listLabel")}>
      {query.data.disputes.map((dispute) => (
        <li key={dispute.id}>
          <DisputeCard dispute={dispute} onResolve={() => onResolve(dispute)} />
        </li>
      ))}
    </ul>
  );
}

/** "₨ 2,200 with eSewa on 21 Nov 2026", or in cash. */
function usePaidWith() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (payment: Payment) => {
    const values = {
      amount: formatPaisa(payment.amountPaisa, locale),
      date: formatDate(payment.paidAt ?? payment.createdAt, locale),
    };
    return payment.provider === "cash"
      ? t("admin.disputes.paidInCash", values)
      : t("admin.disputes.paidWith", { ...values, provider: t(`payments.provider.${payment.provider}`) });
  };
}

function DisputeCard({ dispute, onResolve }: { dispute: DisputeCase; onResolve: () => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const paidWith = usePaidWith();
  const { payment } = dispute;
  return (
    <Card
      aria-labelledby={`dispute-${dispute.id}`}
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-1 text-sm">
        <h2 id={`dispute-${dispute.id}`} className="break-words font-semibold text-base">
          {payment.jobTitle}
        </h2>
        <p>{paidWith(payment)}</p>
        <p className="text-muted-foreground">
          {t("admin.disputes.people", {
            customer: dispute.customer.name,
            professional: dispute.professional.name,
          })}
        </p>
        <blockquote className="mt-1 break-words border-l-2 pl-3">
          <span className="sr-only">{t("admin.disputes.reason")}: </span>
          {dispute.reason}
        </blockquote>
        <p className="text-muted-foreground">
          {t("admin.disputes.reportedOn", { date: formatDate(dispute.createdAt, locale) })}
        </p>
        {dispute.outcome && dispute.resolvedAt && (
          <div className="mt-1 grid gap-1 rounded-lg bg-muted/60 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{t(`admin.disputes.outcomes.${dispute.outcome}`)}</Badge>
              {dispute.outcome === "partial" &&
                t("admin.disputes.refunded", { amount: formatPaisa(dispute.refundPaisa ?? 0, locale) })}
              <span className="text-muted-foreground">
                {t("admin.disputes.resolvedOn", { date: formatDate(dispute.resolvedAt, locale) })}
              </span>
            </p>
            {dispute.note && <p className="break-words">{dispute.note}</p>}
          </div>
        )}
      </div>
      {!dispute.resolvedAt && (
        <Button onClick={onResolve}>
          <Gavel aria-hidden="true" />
          {t("admin.disputes.resolve")}
          <span className="sr-only"> · {payment.jobTitle}</span>
        </Button>
      )}
    </Card>
  );
}

/** eSewa refunds decided and not yet sent: an admin sends each by hand, then records eSewa's reference. */
function RefundsToSettle({ onDecide }: { onDecide: (decision: TextDecision) => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const query = useAdminRefunds();
  const settle = useSettleRefund();
  const paidWith = usePaidWith();
  const open = (payment: Payment) => {
    const values = { amount: formatPaisa(payment.refundPaisa, locale), title: payment.jobTitle };
    onDecide({
      title: t("admin.refunds.settleTitle", values),
      description: t("admin.refunds.settleDescription", values),
      label: t("admin.refunds.reference"),
      maxLength: PAYOUT_REFERENCE_MAX_LENGTH,
      submitLabel: t("admin.refunds.settle"),
      send: (reference) =>
        settle
          .mutateAsync({ id: payment.id, reference })
          .then(() => toast({ title: t("admin.refunds.settledDone", values), variant: "success" })),
    });
  };
  return (
    <section aria-labelledby="refunds-title" className="grid gap-3">
      <div>
        <h2 id="refunds-title" className="flex items-center gap-2 font-semibold text-xl">
          <ReceiptText className="size-5 text-muted-foreground" aria-hidden="true" />
          {t("admin.refunds.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("admin.refunds.subtitle")}</p>
      </div>
      {query.isPending ? (
        <QueueLoading />
      ) : query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t("admin.refunds.loadFailed")}
        </p>
      ) : query.data.payments.length === 0 ? (
        <QueueEmpty text={t("admin.refunds.empty")} />
      ) : (
        <ul className="grid gap-3" aria-label={t("admin.refunds.title")}>
          {query.data.payments.map((payment) => (
            <li key={payment.id}>
              <Card className="grid gap-3 p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                <div className="grid min-w-0 gap-1">
                  <h3 className="break-words font-semibold text-base">{payment.jobTitle}</h3>
                  <p>{paidWith(payment)}</p>
                  <p className="font-medium">
                    {t("admin.refunds.owed", {
                      amount: formatPaisa(payment.refundPaisa, locale),
                      date: formatDate(payment.refundedAt ?? payment.createdAt, locale),
                    })}
                  </p>
                </div>
                <Button variant="outline" onClick={() => open(payment)}>
                  {t("admin.refunds.settle")}
                  <span className="sr-only"> · {payment.jobTitle}</span>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
