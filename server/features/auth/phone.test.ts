import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, sessionCookie, type TestApp } from "../../test/app";
import { signUp } from "../../test/people";
import { get, send } from "../../test/requests";

// Signing in by phone, proving a phone and a new password through it (issue 20): every code goes
// by SMS through Sipalu's Sparrow sandbox over real HTTP, and is read back from its message list.
let t: TestApp;
let clock = Date.parse("2026-11-26T06:00:00Z");
let origin = "";
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());
// Each test from an address of its own (the per-address limits have their own test).
beforeEach(() => {
  address += 1;
  clock += 2 * 60 * 60_000;
});

let numbers = 0;
/** A Nepali mobile number no other test uses, as typed and as stored. */
function newPhone() {
  numbers += 1;
  const national = `98410${String(numbers).padStart(5, "0")}`;
  return { typed: national, e164: `+977${national}` };
}

const fromHere = () => `10.88.${address >> 8}.${address & 255}`;
const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: fromHere(),
    headers: cookie ? { cookie } : {},
  });

type Sms = { to: string; text: string; sentAt: string };
const messagesTo = async (e164: string) =>
  ((await (await fetch(`${origin}/sandbox/sms/api/messages`)).json()) as Sms[]).filter(
    (sms) => sms.to === e164,
  );
/** The code in the newest SMS to a phone. */
async function codeSentTo(e164: string): Promise<string> {
  const [newest] = await messagesTo(e164);
  const code = /^(\d{6}) /.exec(newest?.text ?? "")?.[1];
  if (!code) throw new Error(`no code was sent to ${e164}`);
  return code;
}
/** A reset code's SMS goes on after the answer: its code once the phone has more than `before` messages. */
async function resetCodeSentTo(e164: string, before: number): Promise<string> {
  await expect.poll(async () => (await messagesTo(e164)).length).toBe(before + 1);
  return codeSentTo(e164);
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function askCode(phone: string, purpose: "sign-in" | "reset" = "sign-in") {
  const response = await post("/api/auth/otp/request", { phone, purpose });
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
}

/** A new customer account made from a phone number, signed in. */
async function phoneAccount() {
  const phone = newPhone();
  await askCode(phone.typed);
  const made = await post("/api/auth/otp/verify", {
    phone: phone.typed,
    code: await codeSentTo(phone.e164),
    firstName: "Maya",
    lastName: "Gurung",
  });
  expect(made.statusCode).toBe(201);
  return { phone, cookie: sessionCookie(made), user: made.json() };
}

/** An account signed up by email that proved a new number with the code sent to it. */
async function accountWithProvenPhone() {
  const person = await signUp(t.app);
  const phone = newPhone();
  await post("/api/auth/phone/request", { phone: phone.typed }, person.cookie);
  const proven = await post(
    "/api/auth/phone/verify",
    { phone: phone.typed, code: await codeSentTo(phone.e164) },
    person.cookie,
  );
  expect(proven.statusCode).toBe(200);
  return { person, phone };
}

describe("signing in by phone", () => {
  it("sends a 6-digit code; a new number asks for a name, keeps the code, then becomes a customer account", async () => {
    const phone = newPhone();
    await askCode(`+977 ${phone.typed.slice(0, 5)}-${phone.typed.slice(5)}`);
    const [sms] = await messagesTo(phone.e164);
    expect(sms?.text).toMatch(/^\d{6} is your Sipalu code\. It works for 5 minutes\./);
    const code = await codeSentTo(phone.e164);

    const nameless = await post("/api/auth/otp/verify", { phone: phone.typed, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: "auth.name_needed", field: "firstName" });

    const made = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code,
      firstName: "Maya",
      lastName: "Gurung",
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      email: null,
      phone: phone.e164,
      phoneVerified: true,
      firstName: "Maya",
      role: "customer",
    });
    const me = await get(t.app, "/api/auth/user", sessionCookie(made));
    expect(me.json()).toMatchObject({ id: made.json().id, phoneVerified: true });

    // The code is used up: the same code never signs in again.
    const again = await post("/api/auth/otp/verify", { phone: phone.typed, code });
    expect(again.json()).toMatchObject({ code: "auth.code_expired", field: "code" });
  });

  it("signs the same account in with the next code, whatever role it has; a suspended one is refused", async () => {
    const { phone, user } = await phoneAccount();
    clock += 61_000;
    await askCode(phone.typed);
    const back = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code: await codeSentTo(phone.e164),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(user.id);

    await t.db
      .update(users)
      .set({ suspendedAt: new Date(clock) })
      .where(eq(users.id, user.id));
    clock += 61_000;
    await askCode(phone.typed);
    const suspended = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code: await codeSentTo(phone.e164),
    });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().code).toBe("auth.suspended");
  });

  it("ends a code after five wrong tries, saying how many are left, even for the right code after them", async () => {
    const phone = newPhone();
    await askCode(phone.typed);
    const code = await codeSentTo(phone.e164);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await post("/api/auth/otp/verify", { phone: phone.typed, code: otherCode(code) })).json(),
      );
    }
    expect(answers.map((answer) => answer.message)).toEqual([
      "code: That code is not right: 4 tries left",
      "code: That code is not right: 3 tries left",
      "code: That code is not right: 2 tries left",
      "code: That code is not right: 1 try left",
      "code: This code has expired or was already used: ask for a new one",
    ]);
    const right = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code,
      firstName: "A",
      lastName: "B",
    });
    expect(right.json().code).toBe("auth.code_expired");
  });

  it("never signs in after the 5 minutes", async () => {
    const phone = newPhone();
    await askCode(phone.typed);
    const code = await codeSentTo(phone.e164);
    clock += 5 * 60_000 + 1000;
    const late = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code,
      firstName: "A",
      lastName: "B",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("auth.code_expired");
  });

  it("sends a new code only after 60 s, at most 5 an hour to one phone; only the newest works", async () => {
    const phone = newPhone();
    await askCode(phone.typed);
    const first = await codeSentTo(phone.e164);
    clock += 30_000;
    const soon = await post("/api/auth/otp/request", { phone: phone.typed });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: "auth.code_too_soon", params: { seconds: 30 } });
    expect(soon.headers["retry-after"]).toBe("30");
    for (let i = 0; i < 4; i += 1) {
      clock += 61_000;
      address += 1; // however many addresses ask
      await askCode(phone.typed);
    }
    clock += 61_000;
    const sixth = await post("/api/auth/otp/request", { phone: phone.typed });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("auth.code_limit");
    expect(await messagesTo(phone.e164)).toHaveLength(5);

    const old = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code: first,
      firstName: "A",
      lastName: "B",
    });
    expect(old.json().code).toBe(first === (await codeSentTo(phone.e164)) ? undefined : "auth.code_wrong");
  });

  it("writes the SMS in Nepali when asked", async () => {
    const phone = newPhone();
    const response = await post("/api/auth/otp/request", { phone: phone.typed, language: "ne" });
    expect(response.statusCode).toBe(202);
    const [sms] = await messagesTo(phone.e164);
    expect(sms?.text).toMatch(/^\d{6} तपाईंको सिपालु कोड हो।/);
  });

  it("refuses a number that is not a Nepali mobile and a code that is not 6 digits", async () => {
    const landline = await post("/api/auth/otp/request", { phone: "01-4412345" });
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toMatchObject({ code: "request.invalid", field: "phone" });
    const phone = newPhone();
    const short = await post("/api/auth/otp/verify", { phone: phone.typed, code: "12345" });
    expect(short.json()).toMatchObject({ code: "request.invalid", field: "code" });
    const signedOut = await post("/api/auth/phone/request", { phone: phone.typed });
    expect(signedOut.statusCode).toBe(401);
  });

  it("of two sign-ins with one code at the same moment, one wins", async () => {
    const { phone } = await phoneAccount();
    clock += 61_000;
    await askCode(phone.typed);
    const code = await codeSentTo(phone.e164);
    const both = await Promise.all([
      post("/api/auth/otp/verify", { phone: phone.typed, code }),
      post("/api/auth/otp/verify", { phone: phone.typed, code }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((response) => response.statusCode === 400)?.json().code).toBe("auth.code_expired");
  });
});

describe("proving a phone on an account", () => {
  it("proves the number with its code; the phone then signs in to that account; another account cannot take it", async () => {
    const person = await signUp(t.app);
    const phone = newPhone();
    const asked = await post("/api/auth/phone/request", { phone: phone.typed }, person.cookie);
    expect(asked.statusCode).toBe(202);
    const code = await codeSentTo(phone.e164);
    const wrong = await post(
      "/api/auth/phone/verify",
      { phone: phone.typed, code: otherCode(code) },
      person.cookie,
    );
    expect(wrong.json().code).toBe("auth.code_wrong");
    const proven = await post("/api/auth/phone/verify", { phone: phone.typed, code }, person.cookie);
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ phone: phone.e164, phoneVerified: true });
    expect((await get(t.app, "/api/users/profile", person.cookie)).json().phoneVerified).toBe(true);

    clock += 61_000;
    await askCode(phone.typed);
    const signedIn = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code: await codeSentTo(phone.e164),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(person.user.id);

    // Someone else may ask (only the phone's owner reads the code), but never prove it.
    const other = await signUp(t.app);
    clock += 61_000;
    await post("/api/auth/phone/request", { phone: phone.typed }, other.cookie);
    const taken = await post(
      "/api/auth/phone/verify",
      { phone: phone.typed, code: await codeSentTo(phone.e164) },
      other.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "auth.phone_taken", field: "phone" });
  });

  it("a code for one account proves nothing on another", async () => {
    const person = await signUp(t.app);
    const other = await signUp(t.app);
    const phone = newPhone();
    await post("/api/auth/phone/request", { phone: phone.typed }, person.cookie);
    const code = await codeSentTo(phone.e164);
    const stolen = await post("/api/auth/phone/verify", { phone: phone.typed, code }, other.cookie);
    expect(stolen.json().code).toBe("auth.code_expired");
    const signIn = await post("/api/auth/otp/verify", {
      phone: phone.typed,
      code,
      firstName: "A",
      lastName: "B",
    });
    expect(signIn.json().code).toBe("auth.code_expired");
  });

  it("a typed new number is not proven; an account made by phone changes it only by proving another", async () => {
    const { person } = await accountWithProvenPhone();
    const typed = await send(t.app, "PATCH", "/api/users/profile", person.cookie, {
      phone: newPhone().typed,
    });
    expect(typed.json()).toMatchObject({ phoneVerified: false });
    const same = await send(t.app, "PATCH", "/api/users/profile", person.cookie, { firstName: "Gita" });
    expect(same.json().phoneVerified).toBe(false);

    const byPhone = await phoneAccount();
    const changed = await send(t.app, "PATCH", "/api/users/profile", byPhone.cookie, { phone: "" });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: "user.phone_signs_in", field: "phone" });
  });
});

describe("a forgotten password, reset through the proven phone", () => {
  it("sends the code only to a phone that proves an account, answering the same for any number", async () => {
    const stranger = newPhone();
    await askCode(stranger.typed, "reset");
    // Within the minute, both a number with an account and one without are told to wait alike.
    const again = await post("/api/auth/otp/request", { phone: stranger.typed, purpose: "reset" });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("auth.code_too_soon");
    expect(await messagesTo(stranger.e164)).toEqual([]);
  });

  it("sets the new password, ends the old sessions, signs this device in", async () => {
    const { person, phone } = await accountWithProvenPhone();
    const before = (await messagesTo(phone.e164)).length;
    await askCode(phone.typed, "reset");
    const code = await resetCodeSentTo(phone.e164, before);
    const weak = await post("/api/auth/password/reset", { phone: phone.typed, code, newPassword: "short" });
    expect(weak.json()).toMatchObject({ code: "request.invalid", field: "newPassword" });
    // A sign-in code is not a reset code.
    const reset = await post("/api/auth/password/reset", {
      phone: phone.typed,
      code,
      newPassword: "a new long passphrase",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().id).toBe(person.user.id);
    expect((await get(t.app, "/api/auth/user", person.cookie)).statusCode).toBe(401);
    expect((await get(t.app, "/api/auth/user", sessionCookie(reset))).statusCode).toBe(200);
    const login = (password: string) => post("/api/auth/login", { email: person.user.email, password });
    expect((await login("a new long passphrase")).statusCode).toBe(200);
    expect((await login("correct horse battery")).statusCode).toBe(401);
    const reused = await post("/api/auth/password/reset", {
      phone: phone.typed,
      code,
      newPassword: "another passphrase 2",
    });
    expect(reused.json().code).toBe("auth.code_expired");
  });

  it("a sign-in code does not reset a password", async () => {
    const { phone } = await phoneAccount();
    clock += 61_000;
    await askCode(phone.typed, "sign-in");
    const reset = await post("/api/auth/password/reset", {
      phone: phone.typed,
      code: await codeSentTo(phone.e164),
      newPassword: "a new long passphrase",
    });
    expect(reset.json().code).toBe("auth.code_expired");
  });
});

describe("the per-address limits", () => {
  it("an address asks for at most 20 codes an hour, whatever the numbers", async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await post("/api/auth/otp/request", { phone: newPhone().typed })).statusCode);
    expect(answers.filter((status) => status === 202)).toHaveLength(20);
    expect(answers.at(-1)).toBe(429);
  });
});
