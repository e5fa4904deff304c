import { fullName } from "@domain/auth/user-rules";
import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { Clock, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "@/components/person-avatar";
import { RatingValue } from "@/components/rating-value";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { VerifiedBadge } from "@/components/verified-badge";
import { placeName } from "@/lib/place-name";
import { cn } from "@/lib/utils";
import { useProFormat } from "../format";

/** Photo or initials, name, verified badge, location, rating, jobs completed. */
export function ProHeader({ pro, stacked }: { pro: ProfessionalDetail; stacked?: boolean }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const { jobsDone, reviewCount } = pro.statistics;
  return (
    <div className={cn("flex gap-4", stacked ? "flex-col items-center text-center" : "items-start")}>
      <PersonAvatar size="large" person={pro} className={stacked ? "size-24 text-2xl" : "size-16"} />
      <div className={cn("grid min-w-0 gap-1.5", stacked && "justify-items-center")}>
        <div className={cn("flex flex-wrap items-center gap-2", stacked && "justify-center")}>
          <DialogTitle className="text-xl">{fullName(pro)}</DialogTitle>
          {pro.isVerified && <VerifiedBadge />}
        </div>
        <DialogDescription className="flex items-center gap-1">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {pro.location ? placeName(pro.location) : t("proDetail.defaultLocation")}
        </DialogDescription>
        <p className={cn("flex flex-wrap items-center gap-x-1.5 text-sm", stacked && "justify-center")}>
          <RatingValue rating={pro.rating} />
          <span className="text-muted-foreground">
            {t("proDetail.reviewCount", { count: reviewCount, value: format.number(reviewCount) })}
          </span>
        </p>
        <p className="text-muted-foreground text-sm">
          {t("professionals.jobsCompleted", { count: jobsDone, value: format.number(jobsDone) })}
        </p>
        {pro.responseTime !== null && pro.responseTime < 60 && (
          <p className="flex items-center gap-1 text-success text-sm">
            <Clock className="size-4" aria-hidden="true" />
            {t("proDetail.respondsFast")}
          </p>
        )}
      </div>
    </div>
  );
}
