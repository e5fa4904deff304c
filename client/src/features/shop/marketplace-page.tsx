import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { CategoryGrid } from "./category-grid";
import { DealsBanner } from "./deals-banner";
import { FeaturedProducts } from "./featured-products";
import { readShopFilters, type ShopFilters, withShopFilters } from "./filters";
import { ProductResults } from "./product-results";
import { ShopFilterPanel } from "./shop-filters";
import { ShopSearch } from "./shop-search";
import { WishlistSection } from "./wishlist-section";

const RESULTS_ID = "shop-results";

/**
 * /marketplace (SPEC §2 Shop): search, Shop by Category, Featured Products, Today's Special Deals
 * and the catalogue with its filters, sort and view, all kept in the URL.
 */
export function MarketplacePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readShopFilters(params);
  const update = (changes: Partial<ShopFilters>) =>
    setParams((previous) => withShopFilters(previous, changes));
  // Picked from a card or a deal further up: show what was picked.
  const updateAndShow = (changes: Partial<ShopFilters>) => {
    update(changes);
    document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-10 px-4 py-8">
      <div className="grid gap-4">
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("shop.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("shop.subtitle")}</p>
        </div>
        <ShopSearch value={filters.q} onSearch={(q) => updateAndShow({ q })} />
      </div>
      <CategoryGrid selected={filters.category} onSelect={(category) => updateAndShow({ category })} />
      <WishlistSection />
      <FeaturedProducts />
      <DealsBanner
        onShowSale={() => updateAndShow({ sale: true })}
        onShowHot={() => updateAndShow({ hot: true })}
      />
      <section id={RESULTS_ID} aria-labelledby="shop-all" className="grid scroll-mt-20 gap-4">
        <h2 id="shop-all" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("shop.allProducts")}
        </h2>
        <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
          <ShopFilterPanel filters={filters} onChange={update} />
          <ProductResults filters={filters} onChange={update} />
        </div>
      </section>
    </div>
  );
}
