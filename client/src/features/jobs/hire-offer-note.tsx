import type { CurrentUser } from "@domain/auth/user";
import { fullName } from "@domain/auth/user-rules";
import type { JobDetail } from "@domain/jobs/schemas";
import { formatNpr } from "@domain/money";
import { Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";

type Offered = Pick<JobDetail, "status" | "customerId" | "customer" | "hiredProfessional" | "finalPrice">;

/**
 * A direct hire waiting for its professional: the customer reads that it waits for them, the
 * professional who was offered it reads who offers what (their Accept and Decline are JobActions).
 */
export function HireOfferNote({ job, user }: { job: Offered; user: CurrentUser | null }) {
  const { t } = useTranslation();
  const pro = job.hiredProfessional;
  if (job.status !== "offered" || !pro || !user) return null;
  let text: string;
  if (user.id === job.customerId) text = t("jobs.offer.waiting", { name: fullName(pro) });
  else if (user.id === pro.id) {
    const name = fullName(job.customer);
    text = job.finalPrice
      ? t("jobs.offer.forYou", { name, price: formatNpr(job.finalPrice, currentLanguage()) })
      : t("jobs.offer.forYouNoPrice", { name });
  } else return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-warning/10 p-3 text-sm">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
      {text}
    </p>
  );
}
