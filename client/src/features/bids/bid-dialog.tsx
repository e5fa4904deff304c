import type { BidWithJob } from "@domain/bids/schemas";
import { BarChart3, Briefcase, FileText, MessageCircle, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BidStatusBadge, PaymentTypeBadge } from "@/components/job-badges";
import { NeedsConnection } from "@/components/needs-connection";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useBidCompetition } from "./api";
import { BidCompetitionTab } from "./bid-competition";
import { BidJobDetails } from "./bid-job-details";
import { BidMessages } from "./bid-messages";
import { BidOverview } from "./bid-overview";

type BidDialogProps = {
  bid: BidWithJob | null;
  onClose: () => void;
  onEdit: (bid: BidWithJob) => void;
};

/** One of my bids in four tabs: Overview, Competition, Job Details, Messages (SPEC §2). */
export function BidDialog({ bid, onClose, onEdit }: BidDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={bid !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("common.close")}
        aria-describedby={undefined}
        className="max-w-2xl grid-cols-1 gap-5 p-4 sm:p-6"
      >
        {bid && <BidDialogBody key={bid.id} bid={bid} onEdit={onEdit} />}
      </DialogContent>
    </Dialog>
  );
}

const TABS = [
  { value: "overview", icon: FileText },
  { value: "competition", icon: BarChart3 },
  { value: "job", icon: Briefcase },
  { value: "messages", icon: MessageCircle },
] as const;

function BidDialogBody({ bid, onEdit }: { bid: BidWithJob; onEdit: (bid: BidWithJob) => void }) {
  const { t } = useTranslation();
  const competition = useBidCompetition(bid.id);

  return (
    <>
      <DialogHeader>
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {t("bidDialog.title")}
        </p>
        <DialogTitle className="text-xl leading-snug">{bid.job.title}</DialogTitle>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <BidStatusBadge status={bid.status} />
          <PaymentTypeBadge paymentType={bid.job.paymentType} />
        </div>
      </DialogHeader>

      <Tabs defaultValue="overview" className="min-w-0 sm:min-h-[23rem]">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="h-9 px-2">
              <Icon aria-hidden="true" />
              {t(`bidDialog.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <BidOverview
            bid={bid}
            rank={competition.data && { rank: competition.data.rank, count: competition.data.count }}
          />
        </TabsContent>
        <TabsContent value="competition" className="mt-4">
          <BidCompetitionTab competition={competition.data} error={competition.error} myBid={bid} />
        </TabsContent>
        <TabsContent value="job" className="mt-4">
          <BidJobDetails job={bid.job} />
        </TabsContent>
        <TabsContent value="messages" className="mt-4">
          <BidMessages bid={bid} />
        </TabsContent>
      </Tabs>

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t("common.close")}</Button>
        </DialogClose>
        {bid.status === "pending" && (
          <NeedsConnection reason={false}>
            <Button onClick={() => onEdit(bid)}>
              <Pencil aria-hidden="true" />
              {t("myBids.editBid")}
            </Button>
          </NeedsConnection>
        )}
      </div>
    </>
  );
}
