import { cn } from "@/lib/utils";

/** The drawn size of the catalogue's illustrations (client/public/catalog): products 4:3, courses 16:9. */
const DRAWN_SIZE = {
  product: { width: 320, height: 240 },
  course: { width: 320, height: 180 },
} as const;

/** The warm tile a catalogue illustration sits on, in either theme; also the fallback icon's tile. */
export const CATALOG_TILE = "bg-linear-to-br from-tile to-tile-shade";

/**
 * A catalogue illustration on its tile, never cropped. Its width and height reserve its box before
 * it loads; unless it is the page's main image (`priority`), the browser fetches it when it nears
 * the screen. `alt` is empty where the name is written beside it.
 */
export function CatalogImage({
  src,
  alt,
  kind,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  kind: keyof typeof DRAWN_SIZE;
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = DRAWN_SIZE[kind];
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("object-contain", CATALOG_TILE, className)}
    />
  );
}
