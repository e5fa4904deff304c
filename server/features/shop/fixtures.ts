import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { marketplaceItems } from "../../db/schema";
import { createRandom } from "../../db/seed/random";
import { buildShopItems } from "../../db/seed/shop-products";

type ItemRow = typeof marketplaceItems.$inferInsert;

/** The 24 products of the demo seed (tests only); returns them by name. */
export async function seedShop(db: Db): Promise<Map<string, { id: string }>> {
  const rows = await db
    .insert(marketplaceItems)
    .values(buildShopItems(createRandom(8), new Date()))
    .returning({ id: marketplaceItems.id, name: marketplaceItems.name });
  return new Map(rows.map((row) => [row.name, row]));
}

let products = 0;
/** One product written straight into the database (tests only). */
export async function insertProduct(
  db: Db,
  values: Partial<ItemRow> = {},
): Promise<{ id: string; name: string }> {
  products += 1;
  const [row] = await db
    .insert(marketplaceItems)
    .values({
      name: `Test Product ${products}`,
      category: "Hardware",
      brand: "Stanley",
      price: "1000.00",
      stockQuantity: 10,
      ...values,
    })
    .returning({ id: marketplaceItems.id, name: marketplaceItems.name });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function stockOf(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: marketplaceItems.stockQuantity })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.id, id));
  return row?.stock;
}

/** A JSON request as the browser sends it, signed in with `cookie` when given. */
export function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(method === "GET" ? {} : { payload: payload ?? {} }),
  });
}
