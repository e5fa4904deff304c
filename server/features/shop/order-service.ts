import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrder, type AdminOrdersPage } from "../../../domain/admin/schemas";
import type { OrderStatus } from "../../../domain/shop/catalogue";
import {
  cartAmounts,
  lineTotal,
  MAX_CART_QUANTITY,
  MAX_OPEN_ORDERS,
  type Order,
  type OrderStatusBody,
  PAYMENT_METHOD,
  type PlaceOrderBody,
} from "../../../domain/shop/schemas";
import type { Db, DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { appError } from "../../errors";
import { refundCancelledSale } from "../payments/settle";
import { deleteCartLines } from "./cart-queries";
import {
  changeStock,
  countOpenOrders,
  countOrdersWith,
  findOrderLines,
  findOrderQuantities,
  findOrderRows,
  findOrdersWithCustomer,
  insertOrder,
  insertOrderLines,
  lockCartLines,
  lockCustomerOrders,
  lockOrder,
  lockProducts,
  type OrderRow,
  setOrderStatus,
} from "./order-queries";

const notEnough = (product: string, left: number) =>
  left > 0 ? appError("order.only_left", { left, product }) : appError("order.out_of_stock", { product });

/** Orders with their lines, as the API shows them (with any further columns the rows carry, such as the customer). */
async function withLines<R extends OrderRow>(
  db: DbOrTx,
  rows: R[],
): Promise<(Order & Omit<R, keyof OrderRow>)[]> {
  const lines = await findOrderLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ userId: _owner, ...row }) => ({
    ...(isoDates(row) as unknown as Order & Omit<R, keyof OrderRow>),
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map(({ orderId: _order, ...line }) => ({
        ...line,
        lineTotal: lineTotal(line.unitPrice, line.quantity),
      })),
  }));
}

async function loadOrder(db: DbOrTx, id: string): Promise<Order> {
  const [order] = await withLines(db, await findOrderRows(db, { id }));
  if (!order) throw appError("order.not_found");
  return order;
}

/**
 * Orders the whole cart, cash on delivery, in one transaction: the customer's orders, then the cart
 * and its products are locked (products in id order), the customer's open orders counted, every
 * line checked against the cap per product and the stock, and only then is the stock taken, the
 * order written and the cart emptied. A refusal changes nothing. Nothing is paid up front, so the
 * caps keep one account from taking a product out of stock for everyone.
 */
export async function placeOrder(db: Db, userId: string, delivery: PlaceOrderBody): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    await lockCustomerOrders(tx, userId);
    if ((await countOpenOrders(tx, userId)) >= MAX_OPEN_ORDERS) throw appError("order.too_many_open");
    const cart = await lockCartLines(tx, userId);
    const products = await lockProducts(
      tx,
      cart.map((line) => line.itemId),
    );
    // Products no longer sold are not shown in the cart, so they are not ordered either.
    const lines = products
      .filter((product) => product.isActive)
      .map((product) => ({
        product,
        quantity: cart.find((line) => line.itemId === product.id)?.quantity ?? 0,
      }));
    if (lines.length === 0) throw appError("order.cart_empty");
    for (const { product, quantity } of lines) {
      // A cart filled before the cap was lowered may hold more.
      if (quantity > MAX_CART_QUANTITY) throw appError("order.quantity_cap");
      if (quantity > product.stockQuantity) throw notEnough(product.name, product.stockQuantity);
    }

    for (const { product, quantity } of lines) await changeStock(tx, product.id, -quantity);
    const amounts = cartAmounts(
      lines.map((line) => ({ unitPrice: line.product.price, quantity: line.quantity })),
    );
    const id = await insertOrder(tx, {
      userId,
      subtotal: amounts.subtotal.toFixed(2),
      deliveryFee: amounts.deliveryFee.toFixed(2),
      total: amounts.total.toFixed(2),
      deliveryName: delivery.deliveryName,
      deliveryPhone: delivery.deliveryPhone,
      deliveryAddress: delivery.deliveryAddress,
      paymentMethod: delivery.paymentMethod ?? PAYMENT_METHOD,
    });
    await insertOrderLines(
      tx,
      lines.map(({ product, quantity }) => ({
        orderId: id,
        itemId: product.id,
        name: product.name,
        unitPrice: product.price.toFixed(2),
        quantity,
      })),
    );
    await deleteCartLines(
      tx,
      userId,
      lines.map((line) => line.product.id),
    );
    return id;
  });
  return loadOrder(db, orderId);
}

export async function listMyOrders(db: Db, userId: string): Promise<Order[]> {
  return withLines(db, await findOrderRows(db, { userId }));
}

/** Someone else's order is "not found", never "forbidden": its existence is not shown. */
export async function getMyOrder(db: Db, userId: string, id: string): Promise<Order> {
  const [order] = await withLines(db, await findOrderRows(db, { id, userId }));
  if (!order) throw appError("order.not_found");
  return order;
}

/**
 * The owner cancels while the order is still placed; its units go back into stock, and what was
 * paid online goes back to them (decided here, in the same transaction; sent by the payments' sweep).
 */
export async function cancelOrder(db: Db, userId: string, id: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId);
    if (!order) throw appError("order.not_found");
    if (order.status !== "placed") throw appError("order.not_cancellable", { status: order.status });
    const lines = await findOrderQuantities(tx, id);
    await lockProducts(
      tx,
      lines.map((line) => line.itemId),
    );
    for (const line of lines) await changeStock(tx, line.itemId, line.quantity);
    await setOrderStatus(tx, id, "cancelled");
    await refundCancelledSale(tx, { orderId: id }, new Date());
  });
  return loadOrder(db, id);
}

/** The step before each status an administrator may set: placed → shipped → delivered. */
const PREVIOUS = { shipped: "placed", delivered: "shipped" } as const;

export async function changeOrderStatus(db: Db, id: string, { status }: OrderStatusBody): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw appError("order.not_found");
    if (order.status !== PREVIOUS[status]) {
      throw appError("order.status_refused", { status: order.status, to: status });
    }
    await setOrderStatus(tx, id, status);
  });
  return loadOrder(db, id);
}

/** Every customer's orders, newest first, optionally of one status: the shop administrators' list. */
export async function listAllOrders(
  db: Db,
  { status, page }: { status?: OrderStatus; page: number },
): Promise<AdminOrdersPage> {
  const paging = { limit: ADMIN_ORDERS_PAGE_SIZE, offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    findOrdersWithCustomer(db, { status }, paging),
    countOrdersWith(db, status),
  ]);
  return { orders: await withLines(db, rows), total, page, pageSize: ADMIN_ORDERS_PAGE_SIZE };
}

/** Any customer's order with who placed it, for the shop's administrators. */
export async function getAnyOrder(db: Db, id: string): Promise<AdminOrder> {
  const [order] = await withLines(db, await findOrdersWithCustomer(db, { id }, { limit: 1, offset: 0 }));
  if (!order) throw appError("order.not_found");
  return order;
}
