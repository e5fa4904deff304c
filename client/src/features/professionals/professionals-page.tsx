import { AlertCircle } from "lucide-react";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { ActiveFilters } from "./active-filters";
import { useProfessionals } from "./api";
import { LazyProfessionalDialog } from "./dialog/lazy-professional-dialog";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { type Filters, NO_FILTERS, readFilters, toApiFilters, withFilters } from "./filters";
import { useProFormat } from "./format";
import { ProfessionalGrid } from "./professional-grid";
import { useProDialog } from "./use-pro-dialog";

/** /professionals: the directory, its filters kept in the URL (skills, location, isVerified, skillCategory). */
export function ProfessionalsPage() {
  const { t } = useTranslation();
  const format = useProFormat();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // Deferred: the cards render in the background, in slices, so the page stays responsive.
  const query = useDeferredValue(useProfessionals(toApiFilters(filters)));
  const { hrefFor } = useProDialog();
  const update = (changes: Partial<Filters>) => setParams((previous) => withFilters(previous, changes));

  const pros = query.data?.pages.flatMap((page) => page.professionals) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  const totalText = `${format.number(total)}${first?.totalCapped ? "+" : ""}`;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("professionals.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("professionals.subtitle")}</p>
      </div>
      <FilterBar filters={filters} onChange={update} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-medium text-sm" role="status" aria-live="polite">
          {query.isSuccess && t("professionals.resultCount", { count: total, value: totalText })}
        </p>
        <ActiveFilters
          filters={filters}
          onRemove={(name) => update({ [name]: NO_FILTERS[name] })}
          onClear={() => update(NO_FILTERS)}
        />
      </div>
      {query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-4 py-10 text-center"
        >
          <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{t("professionals.loadFailed")}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            {t("professionals.retry")}
          </Button>
        </div>
      ) : query.isSuccess && pros.length === 0 ? (
        <EmptyState />
      ) : (
        <ProfessionalGrid pros={pros} loading={query.isPending} hrefFor={hrefFor} />
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t("professionals.loadingMore") : t("professionals.loadMore")}
        </Button>
      )}
      <LazyProfessionalDialog />
    </div>
  );
}
