import { CATALOG_TILE, CatalogImage } from "@/components/catalog-image";
import { cn } from "@/lib/utils";
import { categoryIcon } from "./category-icon";

/**
 * The product's illustration, or its category's icon on the same tile when it has none (a seller's
 * own product). `alt` stays empty where the product's name is written beside it.
 */
export function ProductImage({
  imageUrl,
  category,
  alt = "",
  priority,
  className,
  iconClassName,
}: {
  imageUrl: string | null;
  category: string;
  alt?: string;
  priority?: boolean;
  className?: string;
  iconClassName?: string;
}) {
  if (imageUrl) {
    return <CatalogImage src={imageUrl} alt={alt} kind="product" priority={priority} className={className} />;
  }
  const Icon = categoryIcon(category);
  return (
    <div className={cn("flex items-center justify-center text-muted-foreground", CATALOG_TILE, className)}>
      <Icon className={cn("size-12", iconClassName)} strokeWidth={1.5} aria-hidden="true" />
    </div>
  );
}
