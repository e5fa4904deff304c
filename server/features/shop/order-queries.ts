import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/shop/catalogue";
import type { OrderPaymentMethod } from "../../../domain/shop/rules";
import type { DbOrTx, Tx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { cartItems, marketplaceItems as items, orderItems, orders, users } from "../../db/schema";

// Spelled out: a one-table select names its own columns unqualified, which inside these subqueries
// would be the payment's id.
const orderId = sql.raw(`"orders"."id"`);

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  subtotal: asNumber(orders.subtotal),
  deliveryFee: asNumber(orders.deliveryFee),
  total: asNumber(orders.total),
  deliveryName: orders.deliveryName,
  deliveryPhone: orders.deliveryPhone,
  deliveryAddress: orders.deliveryAddress,
  paymentMethod: sql<OrderPaymentMethod>`${orders.paymentMethod}`,
  // Its online payment (issue 19): captured, or given back when no other payment is captured.
  paidAt: sql<Date | null>`(select p.paid_at from payments p
    where p.order_id = ${orderId} and p.status = 'released' limit 1)`.mapWith(orders.createdAt),
  refundedAt: sql<Date | null>`(select max(p.refunded_at) from payments p
    where p.order_id = ${orderId} and p.status = 'refunded' and p.paid_at is not null)`.mapWith(
    orders.createdAt,
  ),
  createdAt: orders.createdAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  cancelledAt: orders.cancelledAt,
};
export type OrderRow = Awaited<ReturnType<typeof findOrderRows>>[number];

/**
 * Makes this customer's orders wait for each other until the transaction ends (on any server), so
 * counting their open orders and placing one more cannot race.
 */
export async function lockCustomerOrders(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('place-order'), hashtext(${userId}))`);
}

/** Orders of this customer still on their way (placed or shipped). */
export async function countOpenOrders(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["placed", "shipped"])));
  return row?.count ?? 0;
}

/** The cart's lines, locked so a second order of the same cart waits and then finds it empty. */
export async function lockCartLines(tx: Tx, userId: string) {
  return tx
    .select({ itemId: cartItems.itemId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.itemId))
    .for("update");
}

/** Products locked in id order (every writer takes them in this order, so none waits on another in a cycle). */
export async function lockProducts(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: items.id,
      name: items.name,
      price: asNumber<number>(items.price),
      stockQuantity: items.stockQuantity,
      isActive: items.isActive,
    })
    .from(items)
    .where(inArray(items.id, ids))
    .orderBy(asc(items.id))
    .for("update");
}

/** Adds `change` (negative to take) to a product's stock. */
export async function changeStock(tx: Tx, itemId: string, change: number) {
  await tx
    .update(items)
    .set({ stockQuantity: sql`${items.stockQuantity} + ${change}` })
    .where(eq(items.id, itemId));
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<string> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function insertOrderLines(tx: Tx, values: (typeof orderItems.$inferInsert)[]) {
  await tx.insert(orderItems).values(values);
}

/** Orders by id and/or owner, newest first. */
export async function findOrderRows(db: DbOrTx, by: { id?: string; userId?: string }) {
  return db
    .select(orderColumns)
    .from(orders)
    .where(
      and(by.id ? eq(orders.id, by.id) : undefined, by.userId ? eq(orders.userId, by.userId) : undefined),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Every customer's orders for the shop's administrators, newest first, with who placed each. */
export async function findOrdersWithCustomer(
  db: DbOrTx,
  by: { id?: string; status?: OrderStatus },
  page: { limit: number; offset: number },
) {
  return db
    .select({
      ...orderColumns,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(by.id ? eq(orders.id, by.id) : undefined, by.status ? eq(orders.status, by.status) : undefined),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrdersWith(db: DbOrTx, status: OrderStatus | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined);
  return row?.count ?? 0;
}

/** The lines of these orders, with the product's current picture. */
export async function findOrderLines(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      itemId: orderItems.itemId,
      name: orderItems.name,
      imageUrl: items.imageUrl,
      unitPrice: asNumber<number>(orderItems.unitPrice),
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.name), asc(orderItems.itemId));
}

/** An order's state, locked until the transaction ends; `userId` limits it to its owner. */
export async function lockOrder(tx: Tx, id: string, userId?: string) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), userId ? eq(orders.userId, userId) : undefined))
    .for("update");
  return row;
}

export async function findOrderQuantities(tx: Tx, orderId: string) {
  return tx
    .select({ itemId: orderItems.itemId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.itemId));
}

const STATUS_TIME = { shipped: "shippedAt", delivered: "deliveredAt", cancelled: "cancelledAt" } as const;

export async function setOrderStatus(tx: Tx, id: string, status: Exclude<OrderStatus, "placed">) {
  await tx
    .update(orders)
    .set({ status, [STATUS_TIME[status]]: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}
