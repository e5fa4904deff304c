import { discountPercent, type Product } from "../../../domain/shop/schemas";
import { asNumber } from "../../db/numbers";
import { marketplaceItems } from "../../db/schema";

/** The columns of a Product card; money and rating as numbers. */
export const productColumns = {
  id: marketplaceItems.id,
  name: marketplaceItems.name,
  description: marketplaceItems.description,
  category: marketplaceItems.category,
  brand: marketplaceItems.brand,
  price: asNumber(marketplaceItems.price),
  originalPrice: asNumber<number | null>(marketplaceItems.originalPrice),
  imageUrl: marketplaceItems.imageUrl,
  rating: asNumber(marketplaceItems.rating),
  reviewCount: marketplaceItems.reviewCount,
  isOnSale: marketplaceItems.isOnSale,
  isTrending: marketplaceItems.isTrending,
  stockQuantity: marketplaceItems.stockQuantity,
};

export type ProductRow = Omit<Product, "discountPercent" | "inStock">;

/** A row as the API shows it: with its discount and whether any is left. */
export function toProduct<T extends ProductRow>(row: T): T & Pick<Product, "discountPercent" | "inStock"> {
  return {
    ...row,
    discountPercent: discountPercent(row.price, row.originalPrice),
    inStock: row.stockQuantity > 0,
  };
}
