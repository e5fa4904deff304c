import { MESSAGE_MAX_LENGTH } from "@domain/messages/rules";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type Ref, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { newIdempotencyKey } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { lazyValue } from "@/lib/lazy-resolver";
import { localDigits } from "@/lib/local-digits";
import { isOnline } from "@/lib/online";
import type { OpenThread } from "@/lib/thread-link";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { useSendMessage } from "./api";
import { sendMessageLater } from "./pending-messages";
import { isSendKey } from "./thread-ref";

// The domain rule for the text (and zod with it) loads when the browser is idle or on the first send.
const contentRule = lazyValue(() =>
  import("@domain/messages/schemas").then((m) => m.SendMessageBody.shape.content),
);

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Offline, or when the network fails
 * under the send, the message waits in the outbox (shown in the thread) with the key it was sent
 * with, and goes when the connection is back.
 */
export function Composer({
  me,
  thread,
  textareaRef,
}: {
  me: string;
  thread: OpenThread;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [text, setText] = useState("");
  const id = useId();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const nearLimit = text.length > MESSAGE_MAX_LENGTH - 200;

  // Set while the rule loads (first send before the browser was idle), so a second Enter waits.
  const checking = useRef(false);
  const submit = async () => {
    if (send.isPending || checking.current) return;
    checking.current = true;
    const rule = await contentRule().finally(() => {
      checking.current = false;
    });
    const parsed = rule.safeParse(text);
    if (!parsed.success) {
      if (!text.trim()) {
        toast({
          title: t("messages.missingTitle"),
          description: t("messages.missingDescription"),
          variant: "destructive",
        });
      }
      return;
    }
    const message = {
      body: { receiverId: thread.with, jobId: thread.jobId, content: parsed.data },
      key: newIdempotencyKey(),
    };
    const failed = (error: unknown) =>
      toast({
        title: t("messages.sendFailedTitle"),
        description: errorText(error) ?? t("messages.sendFailedDescription"),
        variant: "destructive",
      });
    const later = () => sendMessageLater(me, message).then(() => setText(""), failed);
    if (!isOnline()) return void later();
    send.mutate(message, {
      onSuccess: () => setText(""),
      // No answer came back (fetch's TypeError): the outbox tries again under the same key.
      onError: (error) => (error instanceof TypeError ? void later() : failed(error)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void submit();
  };

  const count = `${text.length}/${MESSAGE_MAX_LENGTH}`;
  return (
    <form
      className="flex items-end gap-2 border-t bg-background p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        <label htmlFor={id} className="sr-only">
          {t("messages.composerLabel")}
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("messages.composerPlaceholder")}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-hint`}
          className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm"
        />
        <p id={`${id}-hint`} className={cn("text-xs", tooLong ? "text-destructive" : "sr-only")}>
          {tooLong
            ? t("messages.tooLong", { max: localDigits(MESSAGE_MAX_LENGTH) })
            : t("messages.composerHint")}
        </p>
        {nearLimit && !tooLong && (
          <p className="text-right text-muted-foreground text-xs" aria-live="polite">
            {localDigits(count)}
          </p>
        )}
      </div>
      <Button type="submit" disabled={send.isPending || tooLong} className="h-10">
        <SendHorizontal aria-hidden="true" />
        <span className="max-sm:sr-only">{send.isPending ? t("messages.sending") : t("messages.send")}</span>
      </Button>
    </form>
  );
}
