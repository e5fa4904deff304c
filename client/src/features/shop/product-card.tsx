import type { Product } from "@domain/shop/schemas";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { AddToCartButton } from "./add-to-cart-button";
import type { ShopView } from "./filters";
import { useShopFormat } from "./format";
import { ProductBadges } from "./product-badges";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { ProductRating } from "./product-rating";
import { StockNote } from "./stock-note";
import { WishlistButton } from "./wishlist-button";

export const productHref = (id: string) => `/marketplace/${id}`;

/**
 * A product in the grid or the list. The name links to its page and the link stretches over the
 * card; the heart and the add button sit above that link.
 */
export function ProductCard({ product, view = "grid" }: { product: Product; view?: ShopView }) {
  const format = useShopFormat();
  const list = view === "list";
  return (
    <article
      aria-label={product.name}
      className={cn(
        "group relative flex h-full rounded-xl border bg-card text-card-foreground shadow-sm transition-colors focus-within:border-primary/40 hover:border-primary/40",
        list ? "flex-row gap-3 p-3 sm:gap-4" : "flex-col overflow-hidden",
      )}
    >
      <div className={cn("relative shrink-0", list && "w-24 sm:w-40")}>
        <ProductImage
          imageUrl={product.imageUrl}
          category={product.category}
          className={cn("w-full", list ? "aspect-square rounded-lg" : "aspect-[4/3]")}
          iconClassName={list ? "size-10" : undefined}
        />
        {!list && <ProductBadges product={product} className="absolute top-2 right-12 left-2" />}
        {!list && (
          <WishlistButton itemId={product.id} name={product.name} className="absolute top-2 right-2 z-10" />
        )}
      </div>
      <div className={cn("flex min-w-0 flex-1 flex-col gap-1.5", !list && "p-3 sm:p-4 sm:pt-3")}>
        <p className="truncate text-muted-foreground text-xs uppercase tracking-wide">
          {product.brand} · {format.category(product.category)}
        </p>
        <h3 className="line-clamp-2 font-semibold text-sm leading-snug sm:text-base">
          <Link
            href={productHref(product.id)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring group-hover:text-primary"
          >
            {product.name}
          </Link>
        </h3>
        {list && product.description && (
          <p className="line-clamp-2 hidden text-muted-foreground text-sm sm:block">{product.description}</p>
        )}
        {list && <ProductBadges product={product} />}
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <div className={cn("mt-auto grid gap-2 pt-1", list && "sm:flex sm:items-end sm:justify-between")}>
          <div>
            <ProductPrice product={product} />
            <StockNote product={product} />
          </div>
          <div className="relative z-10 flex items-center gap-2">
            {list && <WishlistButton itemId={product.id} name={product.name} className="border" />}
            <AddToCartButton product={product} short size="sm" className={cn(!list && "w-full")} />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton({ view = "grid" }: { view?: ShopView }) {
  if (view === "list") {
    return (
      <div className="flex gap-4 rounded-xl border bg-card p-3">
        <Skeleton className="size-24 rounded-lg sm:size-40" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="mt-4 h-6 w-1/3" />
        </div>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-2 h-6 w-1/2" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
