import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { cartRoutes } from "./cart-routes";
import { catalogRoutes } from "./catalog-routes";
import { orderRoutes } from "./order-routes";

/** The shop: catalog for everyone; wishlist, cart and orders for signed-in users. */
export const shopRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(catalogRoutes, { db });
  await app.register(cartRoutes, { db });
  await app.register(orderRoutes, { db });
};
