import { cn } from "@/lib/utils";
import { categoryIcon } from "./category-icon";

/** The product photo, or its category's icon on a soft tile when there is none. */
export function ProductImage({
  imageUrl,
  category,
  className,
  iconClassName,
}: {
  imageUrl: string | null;
  category: string;
  className?: string;
  iconClassName?: string;
}) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" loading="lazy" className={cn("object-cover", className)} />;
  }
  const Icon = categoryIcon(category);
  return (
    <div
      className={cn(
        "flex items-center justify-center bg-gradient-to-br from-secondary to-muted text-muted-foreground",
        className,
      )}
    >
      <Icon className={cn("size-12", iconClassName)} strokeWidth={1.5} aria-hidden="true" />
    </div>
  );
}
