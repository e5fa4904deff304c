import { fullName } from "@domain/auth/user-rules";
import type { MyJob } from "@domain/jobs/my-jobs";
import { useQuery } from "@tanstack/react-query";
import { UserCheck } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "@/components/person-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWhenIdle } from "@/lib/idle";
import { conversationsQuery } from "@/lib/shared-queries";
import { hireCandidates } from "./hire-candidates";

// The hire dialog (Radix dialog, the hire body's domain schema) loads with the list, on the side;
// until it is in, its button shows disabled.
const HireDialog = lazyWhenIdle(() => import("./hire-dialog").then((m) => ({ default: m.HireDialog })));

/**
 * An open hourly or contact job takes no bids: its customer hires the professional they booked or
 * one who messaged them about it.
 */
export function HireCandidatesList({ job, Heading = "h3" }: { job: MyJob; Heading?: "h3" | "h4" }) {
  const { t } = useTranslation();
  const conversations = useQuery(conversationsQuery());
  const candidates = hireCandidates(job, conversations.data);

  return (
    <section className="grid gap-2">
      <Heading className="font-medium text-sm">{t("hire.title")}</Heading>
      {conversations.isPending && candidates.length === 0 ? (
        <Skeleton className="h-14" />
      ) : candidates.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">{t("hire.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {candidates.map((candidate) => (
            <li key={candidate.id} className="flex items-center gap-3 rounded-lg border p-2.5">
              <PersonAvatar person={candidate} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{fullName(candidate)}</p>
                <Badge variant={candidate.reason === "booked" ? "brand" : "secondary"}>
                  {t(`hire.reason.${candidate.reason}`)}
                </Badge>
              </div>
              <Suspense
                fallback={
                  <Button size="sm" disabled aria-label={t("hire.buttonFor", { name: fullName(candidate) })}>
                    <UserCheck aria-hidden="true" />
                    {t("hire.button")}
                  </Button>
                }
              >
                <HireDialog job={job} candidate={candidate} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
