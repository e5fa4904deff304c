import { SHOP_PAGE_SIZE } from "@domain/shop/rules";
import type { Product } from "@domain/shop/schemas";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { ShopView } from "./filters";
import { ProductCard, ProductCardSkeleton } from "./product-card";

const layout: Record<ShopView, string> = {
  grid: "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4",
  list: "grid grid-cols-1 gap-3",
};

/** The products as a grid or a list; a page of skeletons while the first page loads. */
export function ProductList({
  products,
  view,
  loading,
  skeletons = SHOP_PAGE_SIZE,
  className,
}: {
  products: Product[];
  view: ShopView;
  loading?: boolean;
  skeletons?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className={cn(layout[view], className)} aria-busy="true">
        <span className="sr-only" role="status">
          {t("shop.loading")}
        </span>
        {Array.from({ length: skeletons }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <ProductCardSkeleton key={slot} view={view} />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn(layout[view], className)}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} />
        </li>
      ))}
    </ul>
  );
}
