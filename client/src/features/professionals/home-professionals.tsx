import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useTopProfessionals } from "./api";
import { LazyProfessionalDialog } from "./dialog/lazy-professional-dialog";
import { ProfessionalGrid } from "./professional-grid";
import { useProDialog } from "./use-pro-dialog";

/** The customer home's grid: the best-rated professionals, and the way to all of them. */
export function HomeProfessionals() {
  const { t } = useTranslation();
  const query = useTopProfessionals();
  const { hrefFor } = useProDialog();
  const pros = query.data?.professionals ?? [];
  return (
    <section aria-labelledby="pros-title" className="mx-auto grid w-full max-w-7xl gap-4 px-4 pt-4 pb-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pros-title" className="font-semibold text-lg">
            {t("home.prosTitle")}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("home.prosSubtitle")}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/professionals">
            {t("home.browseAll")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {query.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-center text-destructive">
          {t("professionals.loadFailed")}
        </p>
      ) : query.isSuccess && pros.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {t("professionals.noneYet")}
        </p>
      ) : (
        <ProfessionalGrid pros={pros} loading={query.isPending} hrefFor={hrefFor} />
      )}
      <LazyProfessionalDialog />
    </section>
  );
}
