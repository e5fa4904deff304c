import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/lib/current-user";
import { productQuery, useWishlist } from "./api";
import { ProductList } from "./product-list";

const SHOWN = 8;

/** Your Wishlist: the products a signed-in user hearted, newest heart first; nothing when there are none. */
export function WishlistSection() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const wishlist = useWishlist(Boolean(user));
  const ids = (wishlist.data?.itemIds ?? []).slice(0, SHOWN);
  const details = useQueries({
    queries: ids.map((id) => productQuery(id)),
  });
  if (ids.length === 0) return null;
  const products = details.flatMap((query) => (query.data ? [query.data] : []));
  const loading = details.some((query) => query.isPending);
  return (
    <section aria-labelledby="shop-wishlist" className="grid gap-4">
      <h2 id="shop-wishlist" className="font-bold text-xl tracking-tight sm:text-2xl">
        {t("shop.wishlist.title")}
      </h2>
      <ProductList products={products} view="grid" loading={loading} skeletons={ids.length} />
    </section>
  );
}
