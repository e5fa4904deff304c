import { useTranslation } from "react-i18next";
import { useFeaturedProducts } from "./api";
import { ProductList } from "./product-list";

/** Featured Products: the trending ones. Hidden when there are none or they fail to load. */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const featured = useFeaturedProducts();
  const products = featured.data?.items ?? [];
  if (featured.isError || (featured.isSuccess && products.length === 0)) return null;
  return (
    <section aria-labelledby="shop-featured" className="grid gap-4">
      <div>
        <h2 id="shop-featured" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("shop.featuredTitle")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("shop.featuredSubtitle")}</p>
      </div>
      <ProductList products={products} view="grid" loading={featured.isPending} skeletons={4} />
    </section>
  );
}
