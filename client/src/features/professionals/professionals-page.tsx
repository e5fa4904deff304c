import type { ProfessionalSort } from "@domain/professionals/ranking";
import { AlertCircle, LocateFixed, LogIn } from "lucide-react";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { errorCode } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { errorText } from "@/lib/error-text";
import { askToSignIn } from "@/lib/sign-in-prompt";
import { ActiveFilters } from "./active-filters";
import { useProfessionals } from "./api";
import { LazyProfessionalDialog } from "./dialog/lazy-professional-dialog";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { type Filters, NO_FILTERS, readFilters, readSort, toApiFilters, withFilters } from "./filters";
import { useProFormat } from "./format";
import { ProfessionalGrid } from "./professional-grid";
import { useDirectoryPlace } from "./use-directory-place";
import { useProDialog } from "./use-pro-dialog";

/**
 * /professionals: the directory, its filters and order kept in the URL (skills, location, isVerified,
 * skillCategory, minRate, maxRate, sort). Nearest first is for the signed-in (it shows distances):
 * a visitor is asked to sign in, and sees the best rated meanwhile.
 */
export function ProfessionalsPage() {
  const { t } = useTranslation();
  const format = useProFormat();
  const [params, setParams] = useSearchParams();
  const { user, isLoading: userLoading } = useCurrentUser();
  const promptLogin = () => askToSignIn("nearest");
  const filters = readFilters(params);
  const chosen = readSort(params);
  const sort: ProfessionalSort = chosen === "distance" && !user ? "rating" : chosen;
  const nearest = useDirectoryPlace(sort === "distance");
  // Deferred: the cards render in the background, in slices, so the page stays responsive.
  // Nearest first waits for who is looking (signed in or not) and for where they are.
  const ready = nearest.ready && !(chosen === "distance" && userLoading);
  const query = useDeferredValue(useProfessionals(toApiFilters(filters, sort), nearest.place, ready));
  const { hrefFor } = useProDialog();
  const update = (changes: Partial<Filters> & { sort?: ProfessionalSort }) =>
    setParams((previous) => withFilters(previous, changes));
  const onSort = (next: ProfessionalSort) => {
    if (next === "distance" && !user) promptLogin();
    update({ sort: next });
  };

  const pros = query.data?.pages.flatMap((page) => page.professionals) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  const totalText = `${format.number(total)}${first?.totalCapped ? "+" : ""}`;
  const needsPlace = query.isError && errorCode(query.error) === "professional.place_needed";

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("professionals.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("professionals.subtitle")}</p>
      </div>
      <FilterBar filters={filters} sort={chosen} onChange={update} onSort={onSort} />
      {chosen === "distance" && !user && !userLoading && (
        <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold">{t("professionals.signInForDistance")}</p>
            <p className="text-muted-foreground">{t("professionals.signInForDistanceHint")}</p>
          </div>
          <Button variant="outline" onClick={promptLogin} className="shrink-0">
            <LogIn aria-hidden="true" />
            {t("professionals.signIn")}
          </Button>
        </div>
      )}
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="font-medium text-sm" role="status" aria-live="polite">
            {nearest.locating
              ? t("professionals.locating")
              : query.isSuccess && t("professionals.resultCount", { count: total, value: totalText })}
          </p>
          <ActiveFilters
            filters={filters}
            onRemove={(name) => update({ [name]: NO_FILTERS[name] })}
            onClear={() => update(NO_FILTERS)}
          />
        </div>
        <p className="text-muted-foreground text-xs">{t(`professionals.sortHints.${sort}`)}</p>
      </div>
      {query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-4 py-10 text-center"
        >
          <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{errorText(query.error) ?? t("professionals.loadFailed")}</p>
          {needsPlace ? (
            <Button variant="outline" onClick={nearest.ask} disabled={nearest.locating}>
              <LocateFixed aria-hidden="true" />
              {t("professionals.useMyLocation")}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => query.refetch()}>
              {t("professionals.retry")}
            </Button>
          )}
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
