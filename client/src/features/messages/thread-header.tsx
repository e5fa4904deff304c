import { fullName } from "@domain/auth/user-rules";
import type { MessagePerson } from "@domain/messages/schemas";
import { ArrowLeft, Briefcase } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { PersonAvatar } from "./person-avatar";

type ThreadHeaderProps = {
  person: MessagePerson | undefined;
  personLoading: boolean;
  jobTitle: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
};

/** Who the thread is with and what it is about; on phones, a back button to the list. */
export function ThreadHeader({ person, personLoading, jobTitle, headingRef, headingId }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const name = person ? fullName(person) : t("messages.unknownPerson");
  return (
    <div className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="-ml-1 shrink-0 md:hidden">
        <Link href="/messages" aria-label={t("messages.backToList")}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      </Button>
      <PersonAvatar person={person} />
      <div className="min-w-0 flex-1">
        {personLoading && <Skeleton className="h-5 w-36" />}
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className={cn(
            "-mx-1 truncate rounded-sm px-1 font-semibold leading-tight outline-none focus-visible:ring-2 focus-visible:ring-ring",
            personLoading && "sr-only",
          )}
        >
          {personLoading ? t("app.loading") : name}
        </h2>
        <p className="mt-0.5 flex min-w-0 items-center gap-1 truncate text-muted-foreground text-xs">
          {jobTitle ? (
            <>
              <Briefcase className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 truncate">{t("messages.aboutJob", { title: jobTitle })}</span>
            </>
          ) : (
            t("messages.generalConversation")
          )}
        </p>
      </div>
    </div>
  );
}
