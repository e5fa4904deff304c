import { CircleAlert, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { failureAsError, type OutboxItem } from "@/lib/outbox";
import { outbox } from "@/lib/outbox-sync";

/**
 * A message of mine in the outbox, at the end of the thread: "Waiting to send" until it goes, or
 * "Not sent" with the server's reason and a Discard.
 */
export function PendingMessage({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const content = typeof item.body.content === "string" ? item.body.content : "";
  const failure = item.failure;
  return (
    <li className="flex justify-end">
      <div
        className={
          failure
            ? "max-w-[85%] rounded-2xl rounded-br-md border border-destructive/40 bg-destructive/5 px-3.5 py-2 sm:max-w-[70%]"
            : "max-w-[85%] rounded-2xl rounded-br-md border border-brand-blue/40 border-dashed bg-brand-blue/10 px-3.5 py-2 sm:max-w-[70%]"
        }
      >
        <span className="sr-only">{t("messages.youSaid")}</span>
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{content}</p>
        {failure ? (
          <div className="mt-1 grid justify-items-end gap-1 text-right text-xs">
            <p className="flex items-center gap-1 font-medium text-destructive">
              <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
              {t("outbox.notSent")}:{" "}
              {errorText(failureAsError(failure)) ?? t("messages.sendFailedDescription")}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="h-7 px-2 text-xs"
              aria-label={t("outbox.discardMessage")}
              onClick={() => void outbox.discard(item.id)}
            >
              {t("outbox.discard")}
            </Button>
          </div>
        ) : (
          <p className="mt-1 flex items-center justify-end gap-1 text-muted-foreground text-xs">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            {t("outbox.waiting")}
          </p>
        )}
      </div>
    </li>
  );
}
