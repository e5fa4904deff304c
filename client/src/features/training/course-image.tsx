import { CATALOG_TILE, CatalogImage } from "@/components/catalog-image";
import { cn } from "@/lib/utils";
import { CategoryIcon } from "./category-icon";

/**
 * The course's illustration, or its category's icon on the same tile when it has none. `alt` stays
 * empty where the course's title is written beside it.
 */
export function CourseImage({
  imageUrl,
  category,
  alt = "",
  priority,
  className,
}: {
  imageUrl: string | null;
  category: string;
  alt?: string;
  priority?: boolean;
  className?: string;
}) {
  if (imageUrl) {
    return <CatalogImage src={imageUrl} alt={alt} kind="course" priority={priority} className={className} />;
  }
  return (
    <div className={cn("flex items-center justify-center", CATALOG_TILE, className)}>
      <CategoryIcon category={category} className="size-16" />
    </div>
  );
}
