import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Cart,
  CartMergeBody,
  CartQuantityBody,
  ShopItemParams,
  Wishlist,
} from "../../../domain/shop/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import {
  addToWishlist,
  getCart,
  getWishlist,
  mergeCart,
  removeCartLine,
  removeFromWishlist,
  setCartQuantity,
} from "./cart-service";

/** Each signed-in user's wishlist and cart (visitors keep their cart in the browser). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/shop/wishlist",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "The ids of the products I hearted, most recent first",
        response: { 200: Wishlist, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => getWishlist(request.db, currentUser(request).id),
  );

  app.put(
    "/api/shop/wishlist/:itemId",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "Heart a product (doing it again changes nothing)",
        params: ShopItemParams,
        response: { 204: z.null(), ...errors("auth.unauthenticated", "shop.product_not_found") },
      },
    },
    async (request, reply) => {
      await addToWishlist(request.db, currentUser(request).id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/shop/wishlist/:itemId",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "Remove a product from my wishlist",
        params: ShopItemParams,
        response: { 204: z.null(), ...errors("auth.unauthenticated") },
      },
    },
    async (request, reply) => {
      await removeFromWishlist(request.db, currentUser(request).id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/shop/cart",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "My cart with its amounts (delivery NPR 150, free above NPR 15,000)",
        response: { 200: Cart, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => getCart(request.db, currentUser(request).id),
  );

  app.put(
    "/api/shop/cart/:itemId",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "Set how many of a product are in my cart (1-99, never above the stock)",
        params: ShopItemParams,
        body: CartQuantityBody,
        response: {
          200: Cart,
          ...errors("auth.unauthenticated", "shop.product_not_found", "cart.only_left", "cart.out_of_stock"),
        },
      },
    },
    async (request) =>
      setCartQuantity(request.db, currentUser(request).id, request.params.itemId, request.body.quantity),
  );

  app.delete(
    "/api/shop/cart/:itemId",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "Take a product out of my cart",
        params: ShopItemParams,
        response: { 200: Cart, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => removeCartLine(request.db, currentUser(request).id, request.params.itemId),
  );

  app.post(
    "/api/shop/cart/merge",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "Add the cart I filled before signing in",
        description:
          "Quantities of a product already in the cart are added up and kept within the stock and 99; unknown or sold-out products are skipped.",
        body: CartMergeBody,
        response: { 200: Cart, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => mergeCart(request.db, currentUser(request).id, request.body),
  );
};
