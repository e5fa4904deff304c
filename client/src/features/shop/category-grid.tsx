import { SHOP_CATEGORIES, type ShopCategory } from "@domain/shop/catalogue";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useCategoryCounts } from "./api";
import { categoryIcon } from "./category-icon";
import { useShopFormat } from "./format";

/** Shop by Category: the 10 categories with how many products each has; a card sets (or clears) the filter. */
export function CategoryGrid({
  selected,
  onSelect,
}: {
  selected: ShopCategory | "";
  onSelect: (category: ShopCategory | "") => void;
}) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const counts = useCategoryCounts();
  const countOf = (category: string) => counts.data?.find((entry) => entry.category === category)?.count;
  return (
    <section aria-labelledby="shop-categories" className="grid gap-4">
      <h2 id="shop-categories" className="font-bold text-xl tracking-tight sm:text-2xl">
        {t("shop.categoriesTitle")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
        {SHOP_CATEGORIES.map((category) => {
          const Icon = categoryIcon(category);
          const count = countOf(category);
          const active = selected === category;
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? "" : category)}
                className={cn(
                  "flex h-full w-full items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-sm transition-colors hover:border-primary/40 hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active && "border-primary bg-primary/10 hover:bg-primary/10",
                )}
              >
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground",
                    active && "bg-primary text-primary-foreground",
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium text-sm leading-tight">{format.category(category)}</span>
                  {count === undefined ? (
                    counts.isPending ? (
                      <Skeleton className="h-3 w-14" />
                    ) : null
                  ) : (
                    <span className="text-muted-foreground text-xs">
                      {t("shop.productCount", { count, value: format.number(count) })}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
