import { SHOP_BRANDS, SHOP_CATEGORIES } from "../../../domain/shop/catalogue";
import type {
  BrandCount,
  CategoryCount,
  ParsedProductsQuery,
  ProductDetail,
  ProductsPage,
} from "../../../domain/shop/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { countByBrand, countByCategory, countProducts, findProduct, findProducts } from "./catalog-queries";
import { toProduct } from "./product-columns";

const asFlag = (value: "true" | "false" | undefined) => (value === undefined ? undefined : value === "true");

export async function listProducts(db: Db, query: ParsedProductsQuery): Promise<ProductsPage> {
  const { sort, page, pageSize } = query;
  const filters = {
    q: query.q || undefined,
    category: query.category,
    brand: query.brand,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    onSale: asFlag(query.onSale),
    trending: asFlag(query.trending),
  };
  const [rows, total] = await Promise.all([
    findProducts(db, filters, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
    countProducts(db, filters),
  ]);
  return { items: rows.map(toProduct), total, page, pageSize, hasMore: page * pageSize < total };
}

export async function getProduct(db: Db, id: string): Promise<ProductDetail> {
  const row = await findProduct(db, id);
  if (!row) throw appError("shop.product_not_found");
  return toProduct(row);
}

/** All 10 categories in the order of the shop, with how many active products each has. */
export async function listCategories(db: Db): Promise<CategoryCount[]> {
  const counts = new Map((await countByCategory(db)).map((row) => [row.name, row.count]));
  return SHOP_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

/** The 12 brands of the brand filter, with how many active products each has. */
export async function listBrands(db: Db): Promise<BrandCount[]> {
  const counts = new Map((await countByBrand(db)).map((row) => [row.name, row.count]));
  return SHOP_BRANDS.map((brand) => ({ brand, count: counts.get(brand) ?? 0 }));
}
