import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { Skeleton } from "@/components/ui/skeleton";

/** A payments queue (payouts, disputes, refunds) while it loads: its placeholders, said to screen readers. */
export function QueueLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <span className="sr-only" role="status">
        {t("app.loading")}
      </span>
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

/** A payments queue with nothing in it. */
export function QueueEmpty({ text }: { text: string }) {
  return <StateBox icon={Inbox} title={text} />;
}
