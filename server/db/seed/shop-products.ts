import type { ShopBrand, ShopCategory } from "../../../domain/shop/catalogue";
import type { marketplaceItems } from "../schema";
import type { Random } from "./random";
import { SHOP_SUPPLIES } from "./shop-supplies";
import { SHOP_TOOLS } from "./shop-tools";

export type ProductSeed = {
  name: string;
  /** Its illustration: client/public/catalog/products/<image>.svg. */
  image: string;
  brand: ShopBrand;
  category: ShopCategory;
  description: string;
  price: number;
  /** Set for items on sale: the price before the discount. */
  originalPrice?: number;
  rating: number;
  reviewCount: number;
  isTrending?: boolean;
  stockQuantity: number;
  specifications: Record<string, string>;
};

/** Where a demo product's illustration is served (the client build serves client/public at the root). */
const productImageUrl = (image: string) => `/catalog/products/${image}.svg`;

/** The shop's 24 products: tools and materials a Nepali tradesperson buys. */
export function buildShopItems(random: Random, now: Date): (typeof marketplaceItems.$inferInsert)[] {
  return [...SHOP_TOOLS, ...SHOP_SUPPLIES].map((product, index) => ({
    id: random.uuid(),
    name: product.name,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: product.price.toFixed(2),
    originalPrice: product.originalPrice?.toFixed(2) ?? null,
    imageUrl: productImageUrl(product.image),
    rating: product.rating.toFixed(2),
    reviewCount: product.reviewCount,
    isOnSale: product.originalPrice !== undefined,
    isTrending: product.isTrending ?? false,
    stockQuantity: product.stockQuantity,
    specifications: product.specifications,
    // Listed one hour apart, so "newest" has a stable order.
    createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
  }));
}
