import type { CurrentUser } from "@domain/auth/user";
import type { JobDetail } from "@domain/jobs/schemas";
import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { threadHref } from "@/lib/thread-link";

/** Once someone is hired, the customer and the hired professional reach each other about the job. */
export function ProjectConversationLink({ job, user }: { job: JobDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const other =
    user.id === job.customerId
      ? job.hiredProfessional
      : user.id === job.hiredProfessionalId
        ? job.customer
        : null;
  if (!other) return null;
  return (
    <Button asChild size="sm" variant="outline" className="justify-self-start">
      <Link href={threadHref({ with: other.id, jobId: job.id })}>
        <MessageCircle aria-hidden="true" />
        {t("hire.message", { name: other.firstName })}
      </Link>
    </Button>
  );
}
