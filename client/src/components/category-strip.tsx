import { BROWSE_CATEGORIES } from "@domain/categories";
import { formatCompactNpr } from "@domain/money";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryEstimatesQuery } from "@/lib/estimate-queries";
import { currentLanguage } from "@/lib/i18n";
import { CATEGORY_ICONS } from "./category-icons";

export function categoryHref(category: string): string {
  return `/professionals?skillCategory=${encodeURIComponent(category)}`;
}

/**
 * The 14 browse categories as a swipeable strip on phones and a grid on larger screens (the
 * customer home and the landing page), each with where its prices start over all of Nepal (the
 * 25th percentile of its completed jobs) when there are enough jobs to say.
 */
export function CategoryStrip({ id }: { id?: string }) {
  const { t } = useTranslation();
  const estimates = useQuery(categoryEstimatesQuery());
  const lowByCategory = new Map(estimates.data?.map((estimate) => [estimate.skillCategory, estimate.low]));
  const locale = currentLanguage();
  return (
    <section
      id={id}
      aria-labelledby="categories-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-6"
    >
      <h2 id="categories-title" className="font-semibold text-lg">
        {t("home.categoriesTitle")}
      </h2>
      {lowByCategory.size > 0 && (
        <p className="mt-1 text-muted-foreground text-sm">{t("estimates.categoriesNote")}</p>
      )}
      <ul className="-mx-4 mt-3 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 py-1 pb-2 md:mx-0 md:grid md:grid-cols-7 md:overflow-visible md:px-0">
        {BROWSE_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          const low = lowByCategory.get(category);
          return (
            <li key={category} className="shrink-0 snap-start">
              <Link
                href={categoryHref(category)}
                className="flex h-full w-24 flex-col items-center gap-2 rounded-xl border bg-card p-3 text-center text-xs shadow-sm transition-colors hover:border-primary/40 hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:w-auto"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-medium leading-tight">{t(`categories.${category}`)}</span>
                {estimates.isPending ? (
                  <Skeleton className="h-3 w-14" />
                ) : low !== undefined ? (
                  <span className="text-muted-foreground">
                    {t("estimates.from", { price: formatCompactNpr(low, locale) })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
