import type { CurrentUser } from "@domain/auth/user";
import type { Conversation } from "@domain/messages/schemas";
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { ConversationItem } from "./conversation-item";
import { conversationKey } from "./thread-ref";

type ConversationListProps = {
  me: CurrentUser;
  conversations: Conversation[] | undefined;
  status: "pending" | "error" | "success";
  error: Error | null;
  activeKey: string | null;
};

const SKELETON_ROWS = 6;

/** My conversations, newest first; skeleton rows while they load, a hint when there are none. */
export function ConversationList({ me, conversations, status, error, activeKey }: ConversationListProps) {
  const { t } = useTranslation();
  if (status === "pending") {
    return (
      <div role="status" className="divide-y">
        <span className="sr-only">{t("app.loading")}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to key by
          <div key={index} className="flex gap-3 px-4 py-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-2 py-0.5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (status === "error") {
    return (
      <p role="alert" className="p-4 text-destructive text-sm">
        {t("messages.listError")} {errorText(error)}
      </p>
    );
  }
  if (!conversations?.length) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <MessagesSquare className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-semibold">{t("messages.emptyTitle")}</p>
        <p className="max-w-xs text-muted-foreground text-sm">{t("messages.emptyHint")}</p>
        <Button asChild variant="outline" size="sm" className="mt-2">
          {me.role === "professional" ? (
            <Link href="/jobs-hub">{t("messages.browseJobs")}</Link>
          ) : (
            <Link href="/professionals">{t("messages.findProfessionals")}</Link>
          )}
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y">
      {conversations.map((conversation) => {
        const key = conversationKey(conversation);
        return (
          <ConversationItem key={key} conversation={conversation} me={me.id} active={key === activeKey} />
        );
      })}
    </ul>
  );
}
