import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Order, OrderStatusBody, PlaceOrderBody, ShopIdParams } from "../../../domain/shop/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser, requireRole } from "../../plugins/guards";
import { cancelOrder, changeOrderStatus, getMyOrder, listMyOrders, placeOrder } from "./order-service";

/** Orders from the cart, cash on delivery; the owner sees and cancels them, administrators ship them. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/shop/orders",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["shop"],
        summary: "Order everything in my cart, cash on delivery",
        description:
          "In one transaction: the stock of every line is checked (409 'Only N left of <name>' changes nothing), the stock is taken, the order written and the cart emptied. Delivery is NPR 150, free when the subtotal is above NPR 15,000. At most 10 of one product per order and 5 orders on their way (placed or shipped) per customer (409 otherwise); at most 10 orders placed an hour (429).",
        body: PlaceOrderBody,
        response: {
          201: Order,
          ...errors(
            "order.cart_empty",
            "order.not_found",
            "order.only_left",
            "order.out_of_stock",
            "order.quantity_cap",
            "order.too_many_open",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return placeOrder(request.db, currentUser(request).id, request.body);
    },
  );

  app.get(
    "/api/shop/orders",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "My orders, newest first",
        response: { 200: Order.array(), ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listMyOrders(request.db, currentUser(request).id),
  );

  app.get(
    "/api/shop/orders/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "One of my orders",
        params: ShopIdParams,
        response: { 200: Order, ...errors("auth.unauthenticated", "order.not_found") },
      },
    },
    async (request) => getMyOrder(request.db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/shop/orders/:id/cancel",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shop"],
        summary: "Cancel my order while it is still placed; its items go back into stock",
        params: ShopIdParams,
        response: {
          200: Order,
          ...errors("auth.unauthenticated", "order.not_found", "order.not_cancellable"),
        },
      },
    },
    async (request) => cancelOrder(request.db, currentUser(request).id, request.params.id),
  );

  app.patch(
    "/api/shop/orders/:id/status",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["shop"],
        summary: "Mark an order shipped, then delivered (administrators)",
        params: ShopIdParams,
        body: OrderStatusBody,
        response: {
          200: Order,
          ...errors("auth.unauthenticated", "auth.forbidden", "order.not_found", "order.status_refused"),
        },
      },
    },
    async (request) => changeOrderStatus(request.db, request.params.id, request.body),
  );
};
