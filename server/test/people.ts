/** People signed up through the API: customers, professionals, an admin. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { sessionCookie } from "./app";

let people = 0;
/**
 * Signs up a new user from an address of their own, so files that need many people stay under the
 * signup rate limit (20 per address).
 */
export async function signUp(
  app: FastifyInstance,
  person: { role?: "customer" | "professional"; firstName?: string; lastName?: string } = {},
) {
  people += 1;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    remoteAddress: `10.77.${people >> 8}.${people & 255}`,
    payload: {
      email: `person${people}-${Date.now()}@example.np`,
      password: "correct horse battery",
      firstName: "Sita",
      lastName: "Sharma",
      role: "customer",
      ...person,
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json() };
}

export const professional = (app: FastifyInstance, firstName = "Ramesh") =>
  signUp(app, { role: "professional", firstName, lastName: "Maharjan" });

/** A signed-up user made an admin (signup never creates one). */
export async function signUpAdmin(app: FastifyInstance, db: Db) {
  const admin = await signUp(app, { firstName: "Asha", lastName: "Admin" });
  await db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  return admin;
}
