import type { CurrentUser } from "@domain/auth/user";
import type { JobBid } from "@domain/bids/schemas";
import type { JobDetail } from "@domain/jobs/schemas";
import { takesQuotes } from "@domain/quotes/rules";
import { Info, LogIn } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { NeedsConnection } from "@/components/needs-connection";
import { Button } from "@/components/ui/button";
import { ContactCustomerForm } from "./contact-customer-form";
import { SendQuoteForm } from "./send-quote-form";

/**
 * A professional's bid on an open fixed-price job, or the note that they already bid: the bids
 * feature's form, which the app shell gives the dialog (app/job-dialog.tsx).
 */
export type BidFormSlot = ComponentType<{
  jobId: string;
  skillCategory: string;
  alreadyBid: boolean;
  /** The job takes no more bids: only a bid of mine still waiting to be sent (or refused) shows. */
  closed?: boolean;
}>;

type JobEngagementProps = {
  job: JobDetail;
  bids: JobBid[] | undefined;
  user: CurrentUser | null;
  BidForm: BidFormSlot;
};

/**
 * The bottom of the job dialog (SPEC §2, §4, §6): the bid form (fixed-price jobs) or the quote form
 * (hourly and contact jobs) and the contact form while the job is open, for the people who may use
 * them; otherwise why not.
 */
export function JobEngagement({ job, bids, user, BidForm }: JobEngagementProps) {
  const { t } = useTranslation();
  if (job.status !== "open") {
    return (
      <div className="grid gap-3">
        <Note>{t("jobDialog.notAccepting")}</Note>
        {user?.role === "professional" && (
          <BidForm jobId={job.id} skillCategory={job.skillCategory} alreadyBid={false} closed />
        )}
      </div>
    );
  }
  if (!user) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-5 text-center">
        <p className="text-sm">{t("jobDialog.loginPrompt")}</p>
        <Button asChild>
          <Link href="/login">
            <LogIn aria-hidden="true" />
            {t("jobDialog.loginButton")}
          </Link>
        </Button>
      </div>
    );
  }
  if (user.id === job.customerId) {
    return (
      <Note>
        {t("jobDialog.yourJob")}{" "}
        <Link href="/jobs?view=mine" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("header.myJobs")}
        </Link>
      </Note>
    );
  }

  const alreadyBid = bids?.some((bid) => bid.professionalId === user.id) ?? false;
  return (
    <div className="grid gap-5">
      {job.paymentType === "fixed" && (
        <section aria-labelledby="bid-form-title" className="grid gap-3">
          <h3 id="bid-form-title" className="font-semibold">
            {t("jobDialog.bidTitle")}
          </h3>
          {user.role !== "professional" ? (
            <Note>{t("jobDialog.prosOnly")}</Note>
          ) : (
            <BidForm jobId={job.id} skillCategory={job.skillCategory} alreadyBid={alreadyBid} />
          )}
        </section>
      )}
      {takesQuotes(job.paymentType) && (
        <section aria-labelledby="quote-form-title" className="grid gap-3">
          <h3 id="quote-form-title" className="font-semibold">
            {t("quotes.sendTitle")}
          </h3>
          {user.role !== "professional" ? (
            <Note>{t("quotes.prosOnly")}</Note>
          ) : (
            <NeedsConnection>
              <SendQuoteForm job={job} />
            </NeedsConnection>
          )}
        </section>
      )}
      <section aria-labelledby="contact-form-title" className="grid gap-3">
        <h3 id="contact-form-title" className="font-semibold">
          {t("jobDialog.contactTitle")}
        </h3>
        <NeedsConnection>
          <ContactCustomerForm job={job} signedIn />
        </NeedsConnection>
      </section>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg bg-muted p-4 text-muted-foreground text-sm">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
