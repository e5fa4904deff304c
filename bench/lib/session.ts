import { randomBytes } from "node:crypto";
import pg from "pg";
import type { CurrentUser } from "../../domain/auth/user";
import { newSessionToken, SESSION_COOKIE, sessionIdFor } from "../../server/features/auth/session-token";

/** A new customer (no home point) with a live session on the server of `secret`: their cookie and user. */
export async function signedInCustomer(
  url: string,
  secret: string,
): Promise<{ cookie: string; user: CurrentUser }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const email = `bench-${randomBytes(6).toString("hex")}@bench.np`;
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password, first_name, last_name, role) values ($1, 'bench', 'Bench', 'Customer', 'customer') returning id`,
      [email],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error("no bench customer");
    const token = newSessionToken();
    await client.query(
      `insert into sessions (sid, sess, expire) values ($1, jsonb_build_object('userId', $2::text, 'createdAt', now()), now() + interval '1 day')`,
      [sessionIdFor(token, secret), id],
    );
    return {
      cookie: `${SESSION_COOKIE}=${token}`,
      user: {
        id,
        email,
        firstName: "Bench",
        lastName: "Customer",
        profileImageUrl: null,
        role: "customer",
        location: null,
        isVerified: false,
      } as CurrentUser,
    };
  } finally {
    await client.end();
  }
}
