import { AlertCircle, LayoutGrid, List, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProducts } from "./api";
import { FilterSelect } from "./filter-select";
import { clearedFilters, type ShopFilters, type ShopView, toProductsQuery } from "./filters";
import { useShopFormat } from "./format";
import { ProductList } from "./product-list";
import { useFilterChoices } from "./use-filter-choices";

type ProductResultsProps = { filters: ShopFilters; onChange: (changes: Partial<ShopFilters>) => void };

/** The result count, sort, Grid / List tabs, the products and Load More Products. */
export function ProductResults({ filters, onChange }: ProductResultsProps) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const choices = useFilterChoices();
  const query = useProducts(toProductsQuery(filters));
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  const body = (view: ShopView) =>
    query.isError ? (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-4 py-10 text-center"
      >
        <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-medium">{t("shop.loadFailed")}</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          {t("shop.retry")}
        </Button>
      </div>
    ) : query.isSuccess && products.length === 0 ? (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t("shop.empty")}</p>
        <Button variant="outline" onClick={() => onChange(clearedFilters())}>
          {t("shop.clearAll")}
        </Button>
      </div>
    ) : (
      <ProductList products={products} view={view} loading={query.isPending} />
    );

  return (
    <Tabs
      value={filters.view}
      onValueChange={(view) => onChange({ view: view as ShopView })}
      className="grid gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="font-medium text-sm" role="status" aria-live="polite">
          {query.isSuccess && t("shop.resultCount", { count: total, value: format.number(total) })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <FilterSelect
            label={t("shop.sortBy")}
            value={filters.sort}
            choices={choices.sorts}
            onChange={(sort) => onChange({ sort: sort as ShopFilters["sort"] })}
            className="grid w-44 gap-1.5 sm:w-48"
          />
          <TabsList aria-label={t("shop.viewLabel")} className="h-10">
            <TabsTrigger value="grid">
              <LayoutGrid aria-hidden="true" />
              <span className="max-sm:sr-only">{t("shop.grid")}</span>
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden="true" />
              <span className="max-sm:sr-only">{t("shop.list")}</span>
            </TabsTrigger>
          </TabsList>
        </div>
      </div>
      <TabsContent value="grid" className="mt-0">
        {body("grid")}
      </TabsContent>
      <TabsContent value="list" className="mt-0">
        {body("list")}
      </TabsContent>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t("shop.loadingMore") : t("shop.loadMore")}
        </Button>
      )}
    </Tabs>
  );
}
