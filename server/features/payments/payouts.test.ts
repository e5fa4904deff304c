import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { insertPayment } from "../../test/payment-rows";
import { expectLedgerBalanced } from "../../test/payments";
import { professional, signUp, signUpAdmin } from "../../test/people";
import { get, send } from "../../test/requests";

// A professional's money: balance, a month's statement, payouts, and the admin's queue.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
  customer = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
});

/** A professional with NPR 2,200 released to them twice (NPR 1,980 each after commission) and one held. */
async function earner() {
  const pro = await professional(t.app);
  await insertPayment(t.db, customer.user.id, pro.user.id, "released");
  await insertPayment(t.db, customer.user.id, pro.user.id, "released");
  await insertPayment(t.db, customer.user.id, pro.user.id, "held");
  return pro;
}

const balance = async (cookie: string) => (await get(t.app, "/api/payouts/balance", cookie)).json();
const requestPayout = (cookie: string, amountPaisa: number, method = "esewa", destination = "9841234567") =>
  send(t.app, "POST", "/api/payouts", cookie, { amountPaisa, method, destination });

describe("a professional's balance", () => {
  it("is what was released less commission, with what is held apart", async () => {
    const pro = await earner();
    expect(await balance(pro.cookie)).toEqual({
      availablePaisa: 396000,
      heldPaisa: 220000,
      feesOwedPaisa: 0,
      payoutsPendingPaisa: 0,
      commissionPercent: 10,
    });
  });
});

describe("payouts", () => {
  it("take money out of the balance at once; the admin marks one paid and rejects another", async () => {
    const pro = await earner();
    const first = await requestPayout(pro.cookie, 300000);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: "requested",
      amountPaisa: 300000,
      destination: "+9779841234567",
    });
    expect(await balance(pro.cookie)).toMatchObject({ availablePaisa: 96000, payoutsPendingPaisa: 300000 });

    const tooMuch = await requestPayout(pro.cookie, 96001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: "payout.over_balance", field: "amountPaisa" });
    const second = await requestPayout(pro.cookie, 96000, "bank", "Nabil Bank 0101-0123456789");
    expect(second.statusCode).toBe(201);

    const ours = (list: { payouts: { id: string }[] }) =>
      list.payouts.map((p) => p.id).filter((id) => [first.json().id, second.json().id].includes(id));
    const queue = (await get(t.app, "/api/admin/payouts?status=requested", admin.cookie)).json();
    expect(ours(queue)).toEqual([first.json().id, second.json().id]);
    const paid = await send(t.app, "POST", `/api/admin/payouts/${first.json().id}/paid`, admin.cookie, {
      reference: "ESW-000123",
    });
    expect(paid.json()).toMatchObject({
      status: "paid",
      reference: "ESW-000123",
      decidedAt: expect.any(String),
    });
    const rejected = await send(
      t.app,
      "POST",
      `/api/admin/payouts/${second.json().id}/reject`,
      admin.cookie,
      {
        note: "The account number does not match the name.",
      },
    );
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      note: "The account number does not match the name.",
    });
    expect(await balance(pro.cookie)).toMatchObject({ availablePaisa: 96000, payoutsPendingPaisa: 0 });
    const again = await send(t.app, "POST", `/api/admin/payouts/${first.json().id}/reject`, admin.cookie, {
      note: "x",
    });
    expect(again.json().code).toBe("payout.decided");
    // Decided, the latest decision comes first.
    expect(ours((await get(t.app, "/api/admin/payouts", admin.cookie)).json())).toEqual([
      second.json().id,
      first.json().id,
    ]);

    const mine = (await get(t.app, "/api/payouts", pro.cookie)).json();
    expect(mine.payouts.map((p: { status: string }) => p.status)).toEqual(["rejected", "paid"]);
  });

  it("refuse less than NPR 100, a wallet that is not a Nepali mobile number, and two requests racing for one balance", async () => {
    const pro = await earner();
    expect((await requestPayout(pro.cookie, 9999)).json()).toMatchObject({ code: "payout.below_minimum" });
    const wallet = await requestPayout(pro.cookie, 10000, "khalti", "12345");
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().field).toBe("destination");
    const racing = await Promise.all(Array.from({ length: 5 }, () => requestPayout(pro.cookie, 300000)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await balance(pro.cookie)).availablePaisa).toBe(96000);
  });
});

describe("the monthly statement", () => {
  it("lists the month's releases and payouts with the balance at both ends, as JSON and as CSV", async () => {
    const pro = await earner();
    await requestPayout(pro.cookie, 100000);
    const month = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 7);
    const statement = (await get(t.app, `/api/payouts/statement?month=${month}`, pro.cookie)).json();
    expect(statement).toMatchObject({
      month,
      openingPaisa: 0,
      earnedPaisa: 396000,
      paidOutPaisa: 100000,
      closingPaisa: 296000,
    });
    expect(statement.lines.map((line: { kind: string }) => line.kind)).toEqual([
      "release",
      "release",
      "payout_requested",
    ]);

    const csv = await get(t.app, `/api/payouts/statement?month=${month}&format=csv`, pro.cookie);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="sipalu-statement-${month}.csv"`);
    const rows = csv.body.trim().split("\r\n");
    expect(rows[0]).toBe("Date,Kind,Job,Amount (NPR)");
    expect(rows[1]).toBe(`${month},Opening balance,,0.00`);
    expect(rows[2]).toMatch(/,Payment released,Fix a leaking tap,1980\.00$/);
    expect(rows[4]).toMatch(/,Payout,,-1000\.00$/);
    expect(rows.at(-1)).toBe(`${month},Closing balance,,2960.00`);

    const earlier = (await get(t.app, "/api/payouts/statement?month=2026-01", pro.cookie)).json();
    expect(earlier).toMatchObject({ openingPaisa: 0, closingPaisa: 0, lines: [] });
    expect((await get(t.app, "/api/payouts/statement?month=2026-13", pro.cookie)).statusCode).toBe(400);
  });

  it("keeps a customer's job title that looks like a formula a spreadsheet would run as text", async () => {
    const pro = await professional(t.app);
    const id = await insertPayment(t.db, customer.user.id, pro.user.id, "released");
    const { sql } = await import("drizzle-orm");
    await t.db.execute(
      sql`update jobs set title = '=HYPERLINK("http://x","fix")' where id = (select job_id from payments where id = ${id})`,
    );
    const month = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 7);
    const csv = await get(t.app, `/api/payouts/statement?month=${month}&format=csv`, pro.cookie);
    expect(csv.body).toContain(`,"'=HYPERLINK(""http://x"",""fix"")",`);
  });
});
