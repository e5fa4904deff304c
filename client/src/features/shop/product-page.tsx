import { FREE_DELIVERY_ABOVE, MAX_CART_QUANTITY } from "@domain/shop/rules";
import type { ProductDetail } from "@domain/shop/schemas";
import { ArrowLeft, Banknote, PackageX, Truck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-error";
import { usePageTitle } from "@/lib/page-title";
import { AddToCartButton } from "./add-to-cart-button";
import { useProduct } from "./api";
import { useShopFormat } from "./format";
import { ProductBadges } from "./product-badges";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { ProductRating } from "./product-rating";
import { QuantityStepper } from "./quantity-stepper";
import { StockNote } from "./stock-note";
import { WishlistButton } from "./wishlist-button";

/** /marketplace/:id: one product with its specifications, discount, stock and Add to cart. */
export function ProductPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  usePageTitle(product.data?.name);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link href="/marketplace">
          <ArrowLeft aria-hidden="true" />
          {t("shop.backToShop")}
        </Link>
      </Button>
      {product.isPending ? (
        <ProductSkeleton />
      ) : product.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center"
        >
          <PackageX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">
            {errorStatus(product.error) === 404 ? t("shop.product.notFound") : t("shop.product.loadFailed")}
          </p>
          {errorStatus(product.error) !== 404 && (
            <Button variant="outline" onClick={() => product.refetch()}>
              {t("shop.retry")}
            </Button>
          )}
        </div>
      ) : (
        <ProductDetails product={product.data} />
      )}
    </div>
  );
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const [quantity, setQuantity] = useState(1);
  const max = Math.max(1, Math.min(product.stockQuantity, MAX_CART_QUANTITY));
  const saving = product.originalPrice !== null ? product.originalPrice - product.price : 0;
  const specs = Object.entries(product.specifications);
  return (
    <article className="grid gap-8 md:grid-cols-2" aria-labelledby="product-name">
      <div className="relative">
        <ProductImage
          imageUrl={product.imageUrl}
          category={product.category}
          alt={product.name}
          priority
          className="aspect-[4/3] w-full rounded-2xl border md:aspect-square"
          iconClassName="size-24"
        />
        <ProductBadges product={product} className="absolute top-3 left-3" />
      </div>
      <div className="grid content-start gap-4">
        <div className="grid gap-1">
          <p className="text-muted-foreground text-sm uppercase tracking-wide">
            {product.brand} · {format.category(product.category)}
          </p>
          <h1 id="product-name" className="font-bold text-2xl tracking-tight sm:text-3xl">
            {product.name}
          </h1>
          <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        </div>
        <div className="grid gap-1">
          <ProductPrice product={product} size="large" />
          {saving > 0 && (
            <p className="text-success text-sm">
              {t("shop.product.youSave", { amount: format.money(saving) })}
            </p>
          )}
          <StockNote product={product} />
        </div>
        {product.description && <p className="text-muted-foreground">{product.description}</p>}
        <div className="flex flex-wrap items-center gap-3">
          {product.inStock && (
            <QuantityStepper value={quantity} max={max} onChange={setQuantity} name={product.name} />
          )}
          <AddToCartButton product={product} quantity={quantity} className="flex-1 sm:flex-none" />
          <WishlistButton itemId={product.id} name={product.name} withLabel />
        </div>
        {product.inStock && quantity >= MAX_CART_QUANTITY && (
          <p className="text-muted-foreground text-sm">
            {t("shop.cart.maxPerOrder", { count: MAX_CART_QUANTITY })}
          </p>
        )}
        <ul className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
          <li className="flex items-center gap-2">
            <Truck className="size-4 text-muted-foreground" aria-hidden="true" />
            {t("shop.product.freeDeliveryNote", { amount: format.money(FREE_DELIVERY_ABOVE) })}
          </li>
          <li className="flex items-center gap-2">
            <Banknote className="size-4 text-muted-foreground" aria-hidden="true" />
            {t("shop.product.cashOnDeliveryNote")}
          </li>
        </ul>
        {specs.length > 0 && (
          <section aria-labelledby="product-specs" className="grid gap-2">
            <h2 id="product-specs" className="font-semibold text-lg">
              {t("shop.product.specifications")}
            </h2>
            <table className="w-full overflow-hidden rounded-xl border text-sm">
              <tbody>
                {specs.map(([name, value]) => (
                  <tr key={name} className="border-b last:border-b-0 odd:bg-muted/50">
                    <th scope="row" className="w-2/5 px-3 py-2 text-left font-medium text-muted-foreground">
                      {name}
                    </th>
                    <td className="px-3 py-2">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </article>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        {t("shop.loading")}
      </span>
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="grid content-start gap-3">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="mt-2 h-9 w-1/2" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    </div>
  );
}
