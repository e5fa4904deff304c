import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { addDays, nepalDay } from "../../domain/kathmandu-day";
import {
  availabilityExceptions,
  bids,
  cartItems,
  instantDispatches,
  jobChanges,
  jobStatusEvents,
  mediaUploads,
  messages,
  orderItems,
  orders,
  quotes,
  trainingEnrollments,
  trainingPrograms,
  users,
  verifications,
} from "../db/schema";
import { createRandom } from "../db/seed/random";
import { buildTrainingPrograms } from "../db/seed/training-courses";
import { insertProduct } from "../features/shop/fixtures";
import type { DocumentStorage } from "../storage/document-storage";
import { sessionCookie, type TestApp } from "../test/app";
import { insertBookable, insertBooking } from "../test/bookings";
import { signUp } from "../test/people";
import { insertJob, insertUser } from "../test/rows";
import { PDF, PNG } from "../test/uploads";
import type { Caller } from "./access-table";

export const PASSWORD = "correct horse battery";

/** A signed-in user of the world, with the cookie of their session. */
export type Person = {
  role: Exclude<Caller, "anonymous">;
  cookie: string;
  user: { id: string; email: string };
  /** Their mobile number, private to them (and to a customer they are hired by for instant help). */
  phone: string;
};

/**
 * The people every cell needs: a customer, a professional and an administrator who make the
 * requests, and another customer and professional who own "someone else's" objects and never call.
 * Objects are made fresh for each cell (straight into the database), so no cell depends on another.
 */
export type World = {
  t: TestApp;
  storage: DocumentStorage;
  mediaStorage: DocumentStorage;
  customer: Person;
  professional: Person;
  admin: Person;
  otherCustomer: Person;
  otherProfessional: Person;
  /** A product in stock, a free course and one paid for, for the catalog routes. */
  product: string;
  course: string;
  paidCourse: string;
  /**
   * The other customer's job the professional was hired on, with the other professional's
   * losing bid: its amount and proposal are secrets (for that customer, that bidder and admins).
   */
  contestedJob: string;
  /** Text only the other customer or the other professional may ever see (see `createWorld`). */
  secrets: Secret[];
};

/** Private text; an admin sees some of it where they act for its owner (a professional's dashboard). */
export type Secret = { text: string; shownToAdmins: boolean };

let phones = 0;
/** A new user of the role, signed in. */
export async function person(t: TestApp, role: Person["role"], firstName: string): Promise<Person> {
  const signed = await signUp(t.app, {
    role: role === "professional" ? "professional" : "customer",
    firstName,
    lastName: "Tester",
  });
  phones += 1;
  const phone = `+97798${String(phones).padStart(8, "0")}`;
  await t.db.update(users).set({ role, phone }).where(eq(users.id, signed.user.id));
  return { role, cookie: signed.cookie, user: signed.user, phone };
}

export async function createWorld(
  t: TestApp,
  storage: DocumentStorage,
  mediaStorage: DocumentStorage,
): Promise<World> {
  const [customer, professional, admin, otherCustomer, otherProfessional] = await Promise.all([
    person(t, "customer", "Sita"),
    person(t, "professional", "Ramesh"),
    person(t, "admin", "Asha"),
    person(t, "customer", "Gita"),
    person(t, "professional", "Hari"),
  ]);
  const product = (await insertProduct(t.db, { stockQuantity: 1000 })).id;
  const course = await insertCourse(t, { price: "0" });
  const paidCourse = await insertCourse(t, { price: "1500" });
  const secret = {
    message: "Gate code 4417, key under the flower pot",
    address: "Flat 9B, behind the Hanuman temple",
    dayOff: "Hospital visit with my mother",
    latitude: "27.7123457",
    longitude: "85.3123457",
    bidProposal: "I undercut anyone: new cartridge at cost",
    bidAmount: "4321.09",
  };
  // Something in every list a caller reads: messages with the other professional.
  for (const sender of [customer, professional, admin]) {
    await message(t, sender.user.id, otherProfessional.user.id, "Hello, are you free on Sunday?");
    await message(t, otherProfessional.user.id, sender.user.id, "Yes, from ten in the morning.");
  }
  // The others' private message, their order's address, the other professional's home and the
  // reason for their day off.
  await message(t, otherCustomer.user.id, otherProfessional.user.id, secret.message);
  await t.db
    .update(users)
    .set({ homeLatitude: secret.latitude, homeLongitude: secret.longitude, isOnline: true, isFreeNow: true })
    .where(eq(users.id, otherProfessional.user.id));
  await t.db.insert(availabilityExceptions).values({
    professionalId: otherProfessional.user.id,
    date: addDays(nepalDay(), 2),
    reason: secret.dayOff,
  });
  // The job the professional won over the other professional's bid.
  const contestedJob = await job(t, otherCustomer.user.id, "accepted", professional.user.id);
  await t.db.insert(bids).values([
    { jobId: contestedJob, professionalId: professional.user.id, amount: "2500.00", status: "accepted" },
    {
      jobId: contestedJob,
      professionalId: otherProfessional.user.id,
      amount: secret.bidAmount,
      description: secret.bidProposal,
      status: "rejected",
    },
  ]);
  const world: World = {
    t,
    storage,
    mediaStorage,
    customer,
    professional,
    admin,
    otherCustomer,
    otherProfessional,
    product,
    course,
    paidCourse,
    contestedJob,
    secrets: Object.values(secret).map((text) => ({
      text,
      shownToAdmins: [secret.dayOff, secret.bidProposal, secret.bidAmount].includes(text),
    })),
  };
  await order(world, otherCustomer.user.id, secret.address);
  return world;
}

/** Signs in again as the person: a second session of their own (to end without ending theirs). */
export async function secondSession(t: TestApp, who: Person): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: who.user.email, password: PASSWORD },
  });
  return sessionCookie(response);
}

type JobStatus = "open" | "offered" | "accepted" | "in-progress" | "completed";

/** A job of `customerId` in `status`, hired to `hiredId` unless open. Fixed price unless told. */
export async function job(
  t: TestApp,
  customerId: string,
  status: JobStatus = "open",
  hiredId?: string,
  paymentType: "fixed" | "hourly" = "fixed",
): Promise<string> {
  const now = new Date();
  const { id } = await insertJob(t.db, customerId, {
    status,
    paymentType,
    budget: "2500.00",
    hiredProfessionalId: status === "open" ? null : (hiredId ?? null),
    acceptedAt: status === "open" || status === "offered" ? null : now,
    startedAt: status === "in-progress" || status === "completed" ? now : null,
    completedAt: status === "completed" ? now : null,
  });
  return id;
}

export async function bid(t: TestApp, jobId: string, professionalId: string): Promise<string> {
  const [row] = await t.db
    .insert(bids)
    .values({ jobId, professionalId, amount: "2200.00", description: "I can come tomorrow morning." })
    .returning({ id: bids.id });
  if (!row) throw new Error("no bid");
  return row.id;
}

/** A pending quote of 2,000 labour and 500 materials on `jobId` (an open hourly job) by `professionalId`. */
export async function quote(t: TestApp, jobId: string, professionalId: string): Promise<string> {
  const lines = [
    { kind: "labour" as const, description: "Replace the tap", amount: "2000.00" },
    { kind: "materials" as const, description: "New tap", amount: "500.00" },
  ];
  const [row] = await t.db
    .insert(quotes)
    .values({ jobId, professionalId, lines, total: "2500.00" })
    .returning({ id: quotes.id });
  if (!row) throw new Error("no quote");
  return row.id;
}

/** A pending change of 800 asked for by `professionalId` on `jobId` (a job in progress they are hired on). */
export async function change(t: TestApp, jobId: string, professionalId: string): Promise<string> {
  const lines = [{ kind: "materials" as const, description: "Extra pipe", amount: "800.00" }];
  const [row] = await t.db
    .insert(jobChanges)
    .values({ jobId, professionalId, lines, total: "800.00", reason: "The old pipe is cracked too." })
    .returning({ id: jobChanges.id });
  if (!row) throw new Error("no change");
  return row.id;
}

/**
 * An instant request of `customerId` offered to `offeredTo`: still searching, or (expired) closed
 * by its deadline with nobody taking it, as the sweep leaves it.
 */
export async function instantRequest(
  t: TestApp,
  customerId: string,
  offeredTo: string[],
  expired = false,
): Promise<string> {
  const dispatchedAt = new Date(Date.now() - (expired ? 120_000 : 5_000));
  const { id } = await insertJob(t.db, customerId, {
    title: "Water pipe burst in the kitchen",
    paymentType: "contact",
    jobType: "instant",
    urgency: "urgent",
    status: expired ? "cancelled" : "dispatched",
    dispatchedAt,
    customerLatitude: "27.6915000",
    customerLongitude: "85.3420000",
  });
  if (offeredTo.length > 0) {
    // Their call-out price, which taking the request binds.
    await t.db.update(users).set({ hourlyRate: "800.00" }).where(inArray(users.id, offeredTo));
    await t.db
      .insert(instantDispatches)
      .values(offeredTo.map((professionalId) => ({ jobId: id, professionalId, distanceM: 800 })));
  }
  if (expired) {
    await t.db.insert(jobStatusEvents).values({
      jobId: id,
      previousStatus: "dispatched",
      newStatus: "cancelled",
      triggeredBy: null,
      notes: "No professional accepted in time",
    });
  }
  return id;
}

/** A placed order of one unit of the world's product. */
export async function order(
  w: Pick<World, "t" | "product">,
  userId: string,
  deliveryAddress = "Baneshwor, Kathmandu",
): Promise<string> {
  const [row] = await w.t.db
    .insert(orders)
    .values({
      userId,
      subtotal: "1000.00",
      deliveryFee: "150.00",
      total: "1150.00",
      deliveryName: "Sita Tester",
      deliveryPhone: "+9779841234567",
      deliveryAddress,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("no order");
  await w.t.db
    .insert(orderItems)
    .values({ orderId: row.id, itemId: w.product, name: "Test Product", unitPrice: "1000.00", quantity: 1 });
  return row.id;
}

/** One unit of the world's product in the user's cart. */
export async function fillCart(w: World, userId: string): Promise<void> {
  await w.t.db.insert(cartItems).values({ userId, itemId: w.product, quantity: 1 }).onConflictDoNothing();
}

export async function insertCourse(t: TestApp, values: Partial<typeof trainingPrograms.$inferInsert> = {}) {
  const [template] = buildTrainingPrograms(createRandom(7), new Date());
  if (!template) throw new Error("no demo course");
  const [row] = await t.db
    .insert(trainingPrograms)
    .values({ ...template, id: undefined, title: `Course ${randomBytes(3).toString("hex")}`, ...values })
    .returning({ id: trainingPrograms.id });
  if (!row) throw new Error("no course");
  return row.id;
}

/** The user enrolled on a course of their own (enrolments are one per user and course). */
export async function enrollment(w: World, userId: string): Promise<string> {
  const programId = await insertCourse(w.t, { price: "0" });
  const [row] = await w.t.db
    .insert(trainingEnrollments)
    .values({ userId, programId, status: "enrolled", price: "0" })
    .returning({ id: trainingEnrollments.id });
  if (!row) throw new Error("no enrollment");
  return row.id;
}

/** A photo the user uploaded, stored and recorded as the upload route does. */
export async function photo(w: World, ownerId: string): Promise<string> {
  const storageKey = await w.mediaStorage.save(PNG, "png");
  const [row] = await w.t.db
    .insert(mediaUploads)
    .values({ ownerId, storageKey, contentType: "image/png", fileSize: PNG.length })
    .returning({ id: mediaUploads.id });
  if (!row) throw new Error("no photo");
  return row.id;
}

/** A pending verification document of the user, stored as the upload route stores it. */
export async function verificationDocument(
  w: World,
  userId: string,
  status: "pending" | "approved" = "pending",
): Promise<string> {
  const storageKey = await w.storage.save(PDF, "pdf");
  const id = randomUUID();
  await w.t.db.insert(verifications).values({
    id,
    userId,
    status,
    verificationType: "background",
    documentUrl: `/api/verifications/${id}/document`,
    storageKey,
    contentType: "application/pdf",
    fileSize: PDF.length,
    fileName: "police-check.pdf",
  });
  return id;
}

/** A customer who never signs in, for the admin's suspend and reinstate. */
export async function bystander(t: TestApp, suspended = false): Promise<string> {
  return (await insertUser(t.db, { role: "customer", suspendedAt: suspended ? new Date() : null })).id;
}

/** A message from one person to another, straight into the database. */
export async function message(t: TestApp, senderId: string, receiverId: string, content: string) {
  await t.db.insert(messages).values({ senderId, receiverId, content });
}

/** A booking of `customerId` waiting on `professionalId`'s answer (requested), at a time of its own. */
export const booking = (t: TestApp, customerId: string, professionalId: string) =>
  insertBooking(t.db, customerId, professionalId);

/** The same, waiting on a professional with working hours, who can propose another time (proposableTime). */
export async function bookingOfBookable(t: TestApp, customerId: string, professionalId: string) {
  await insertBookable(t.db, professionalId);
  return insertBooking(t.db, customerId, professionalId);
}

/** An accepted booking of a professional with working hours, which either side can ask to move (proposableTime). */
export async function acceptedBookingOfBookable(t: TestApp, customerId: string, professionalId: string) {
  await insertBookable(t.db, professionalId);
  return insertBooking(t.db, customerId, professionalId, { accepted: true });
}

/** An accepted booking that started half an hour ago. */
export const startedBooking = (t: TestApp, customerId: string, professionalId: string) =>
  insertBooking(t.db, customerId, professionalId, { started: true });

/** An accepted booking with another time asked for by `askedBy`, waiting on the other side. */
export const bookingToReschedule = (
  t: TestApp,
  customerId: string,
  professionalId: string,
  askedBy: string,
) => insertBooking(t.db, customerId, professionalId, { rescheduleAskedBy: askedBy });

/** A professional anyone can book: an hourly rate and working hours every day. */
export const bookable = async (t: TestApp) => {
  const pro = await person(t, "professional", "Kiran");
  await insertBookable(t.db, pro.user.id);
  return pro;
};
