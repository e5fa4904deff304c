import { eq } from "drizzle-orm";
import { SignupBody } from "../../domain/auth/schemas";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../features/auth/password";
import { generatePassword } from "./admin-password";

/** Why `npm run admin -- create` made no one; the command prints the message and exits with 1. */
export class AdminNotCreated extends Error {}

export type CreatedAdmin = { id: string; email: string; password: string };

/**
 * Makes an administrator with a new random password, on whatever database `db` is (the embedded
 * one or DATABASE_URL's). An email that already has an account is refused, not promoted: turning
 * someone's existing login into an admin would hand every right to whoever knows its password.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; firstName?: string; lastName?: string },
): Promise<CreatedAdmin> {
  const parsed = SignupBody.shape.email.safeParse(input.email);
  if (!parsed.success) throw new AdminNotCreated(`${parsed.error.issues[0]?.message}: ${input.email}`);
  const email = parsed.data;
  const password = generatePassword();
  const values = {
    email,
    password: await hashPassword(password),
    firstName: input.firstName?.trim() || "Sipalu",
    lastName: input.lastName?.trim() || "Admin",
    role: "admin" as const,
  };
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  if (!row) {
    const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
    throw new AdminNotCreated(
      `${email} already has an account (${existing?.role ?? "unknown role"}): nothing changed. ` +
        "Choose another email; an existing account is never turned into an admin.",
    );
  }
  return { id: row.id, email, password };
}
