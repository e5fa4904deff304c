import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cartRoutes } from "./cart-routes";
import { catalogRoutes } from "./catalog-routes";
import { orderRoutes } from "./order-routes";

/** The shop: catalog for everyone; wishlist, cart and orders for signed-in users. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
};
