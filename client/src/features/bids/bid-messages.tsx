import type { BidWithJob } from "@domain/bids/schemas";
import { Lock, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { MessageBubble } from "@/components/message-bubble";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { threadHref } from "@/lib/thread-link";
import { useThreadPreview } from "./api";

/**
 * Messages tab (SPEC §2): a note until the bid is accepted; then the latest messages with the
 * customer about this job, and Start Conversation opens the whole thread.
 */
export function BidMessages({ bid }: { bid: BidWithJob }) {
  const { t } = useTranslation();
  const accepted = bid.status === "accepted";
  const thread = { with: bid.job.customerId, jobId: bid.jobId };
  const preview = useThreadPreview(accepted ? thread : null);

  return (
    <div className="grid gap-4">
      {!accepted ? (
        <p className="flex gap-2 rounded-lg bg-muted p-4 text-muted-foreground text-sm">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t("bidDialog.messagesLocked")}</span>
        </p>
      ) : preview.isError ? (
        <p className="rounded-lg border border-dashed p-4 text-sm">
          <span className="font-medium">{t("bidDialog.messagesError")}</span>{" "}
          <span className="text-muted-foreground">{errorText(preview.error)}</span>
        </p>
      ) : !preview.data ? (
        <div className="grid gap-2">
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-12 w-2/3 justify-self-end" />
        </div>
      ) : preview.data.messages.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
          {t("bidDialog.noMessages")}
        </p>
      ) : (
        <section aria-labelledby="bid-latest-title" className="grid gap-2">
          <h3 id="bid-latest-title" className="font-semibold text-sm">
            {t("bidDialog.latestMessages")}
          </h3>
          <ul className="grid gap-2 rounded-lg bg-muted/40 p-3">
            {preview.data.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderId === bid.professionalId}
              />
            ))}
          </ul>
        </section>
      )}
      {accepted ? (
        <Button asChild className="w-full sm:w-auto sm:justify-self-start">
          <Link href={threadHref(thread)}>
            <MessageCircle aria-hidden="true" />
            {t("bidDialog.startConversation")}
          </Link>
        </Button>
      ) : (
        <Button disabled className="w-full sm:w-auto sm:justify-self-start">
          <MessageCircle aria-hidden="true" />
          {t("bidDialog.startConversation")}
        </Button>
      )}
    </div>
  );
}
