import { formatPaisa } from "@domain/money";
import {
  PAYOUT_REFERENCE_MAX_LENGTH,
  PAYOUT_STATUSES,
  type PayoutStatus,
  RESOLUTION_NOTE_MAX_LENGTH,
} from "@domain/payments/rules";
import type { Payout } from "@domain/payments/schemas";
import { formatDate } from "@domain/time";
import { Check, X } from "lucide-react";
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
import { useAdminPayouts, useDecidePayout } from "./payments-api";
import { QueueEmpty, QueueLoading } from "./queue-states";
import type { TextDecision } from "./text-decision-dialog";

const TextDecisionDialog = lazyWhenIdle(() =>
  import("./text-decision-dialog").then((m) => ({ default: m.TextDecisionDialog })),
);

const BADGES = { requested: "warning", paid: "success", rejected: "destructive" } as const;

/** /admin/payouts: professionals' payout requests, oldest first; send each and mark it paid, or reject it. */
export function AdminPayoutsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: PayoutStatus = PAYOUT_STATUSES.find((value) => value === params.get("status")) ?? "requested";
  const [decision, setDecision] = useState<TextDecision | null>(null);
  const idle = useIdle();
  return (
    <AdminLayout title={t("admin.payouts.title")} subtitle={t("admin.payouts.subtitle")}>
      <Tabs value={status} onValueChange={(next) => setParams(next === "requested" ? {} : { status: next })}>
        <TabsList aria-label={t("admin.payouts.statusLabel")} className="w-full sm:w-auto">
          {PAYOUT_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`admin.payouts.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status} className="mt-6">
          <PayoutQueue status={status} onDecide={setDecision} />
        </TabsContent>
      </Tabs>
      {(idle || decision) && (
        <Suspense fallback={null}>
          <TextDecisionDialog decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      )}
    </AdminLayout>
  );
}

function PayoutQueue({
  status,
  onDecide,
}: {
  status: PayoutStatus;
  onDecide: (decision: TextDecision) => void;
}) {
  const { t } = useTranslation();
  const query = useAdminPayouts(status);
  if (query.isPending) return <QueueLoading />;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("admin.payouts.loadFailed")}
      </p>
    );
  }
  if (query.data.payouts.length === 0) {
    return <QueueEmpty text={t(`admin.payouts.empty.${status}`)} />;
  }
  return (
    <ul className="grid gap-3" aria-label={t("admin.payouts.listLabel")}>
      {query.data.payouts.map((payout) => (
        <li key={payout.id}>
          <PayoutCard payout={payout} onDecide={onDecide} />
        </li>
      ))}
    </ul>
  );
}

function PayoutCard({ payout, onDecide }: { payout: Payout; onDecide: (decision: TextDecision) => void }) {
  const { t } = useTranslation();
  const decide = useDecidePayout();
  const locale = currentLanguage();
  const amount = formatPaisa(payout.amountPaisa, locale);
  const words = { amount, name: payout.professional.name };
  const method = t(`earnings.payout.methods.${payout.method}`);
  const markPaid = () =>
    onDecide({
      title: t("admin.payouts.markPaidTitle", words),
      description: t("admin.payouts.markPaidDescription", {
        ...words,
        method,
        destination: payout.destination,
      }),
      label: t("admin.payouts.reference"),
      maxLength: PAYOUT_REFERENCE_MAX_LENGTH,
      submitLabel: t("admin.payouts.markPaid"),
      send: (reference) =>
        decide
          .mutateAsync({ id: payout.id, decision: { kind: "paid", reference } })
          .then(() => toast({ title: t("admin.payouts.paidDone", words), variant: "success" })),
    });
  const reject = () =>
    onDecide({
      title: t("admin.payouts.rejectTitle", words),
      description: t("admin.payouts.rejectDescription", words),
      label: t("admin.payouts.note"),
      long: true,
      maxLength: RESOLUTION_NOTE_MAX_LENGTH,
      submitLabel: t("admin.payouts.reject"),
      destructive: true,
      send: (note) =>
        decide
          .mutateAsync({ id: payout.id, decision: { kind: "reject", note } })
          .then(() => toast({ title: t("admin.payouts.rejectedDone", words) })),
    });
  return (
    <Card
      aria-labelledby={`payout-${payout.id}`}
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`payout-${payout.id}`} className="font-semibold text-base">
            {t("admin.payouts.heading", words)}
          </h2>
          <Badge variant={BADGES[payout.status]}>{t(`earnings.payouts.status.${payout.status}`)}</Badge>
        </div>
        <p className="break-words">{t("earnings.payouts.to", { method, destination: payout.destination })}</p>
        <p className="text-muted-foreground">
          {t("earnings.payouts.requestedOn", { date: formatDate(payout.requestedAt, locale) })}
        </p>
        {payout.reference && (
          <p className="break-words">{t("earnings.payouts.reference", { reference: payout.reference })}</p>
        )}
        {payout.note && <p className="break-words">{t("admin.payouts.noteShown", { note: payout.note })}</p>}
      </div>
      {payout.status === "requested" && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={markPaid}>
            <Check aria-hidden="true" />
            {t("admin.payouts.markPaid")}
            <span className="sr-only"> · {words.name}</span>
          </Button>
          <Button variant="outline" onClick={reject}>
            <X aria-hidden="true" />
            {t("admin.payouts.reject")}
            <span className="sr-only"> · {words.name}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
