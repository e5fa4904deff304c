import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnPage, SANDBOX_KHALTI_KEY, startSandbox } from "../../test/payment-sandbox";
import type { Gateway } from "./gateway";
import { GatewayError } from "./gateway-http";
import { createKhaltiGateway } from "./khalti";

// Khalti driven through Sipalu's sandbox over HTTP: the adapter as the app uses it, a test as the browser.
const MINUTE = 60_000;
let clock = new Date("2025-06-01T10:00:00Z");
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let khalti: Gateway;

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock, khaltiExpiryMs: 60 * MINUTE });
  khalti = createKhaltiGateway({
    baseUrl: `${sandbox.origin}/sandbox/khalti`,
    secretKey: SANDBOX_KHALTI_KEY,
  });
});
afterAll(async () => {
  await sandbox?.close();
});

function startInput(amountPaisa: number) {
  return {
    paymentId: randomUUID(),
    amountPaisa,
    purchaseName: "Paint the living room",
    successUrl: `${sandbox.origin}/api/payments/khalti/return?payment=1`,
    failureUrl: `${sandbox.origin}/api/payments/khalti/return?payment=1`,
    websiteUrl: sandbox.origin,
    customer: { name: "Sita Sharma", email: "sita@example.np", phone: "9800000001" },
  };
}

/** Initiates the payment: its pidx and the pay page the browser opens (path-only: on our origin). */
async function checkout(amountPaisa: number) {
  const input = startInput(amountPaisa);
  const started = await khalti.start(input);
  if (started.redirect.method !== "GET") throw new Error("Khalti's checkout is a page to open");
  expect(started.redirect.url).toBe(`/sandbox/khalti/pay/?pidx=${started.gatewayRef}`);
  return { input, pidx: started.gatewayRef, payPage: new URL(started.redirect.url, sandbox.origin).href };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

async function paid(amountPaisa: number) {
  const { pidx, payPage } = await checkout(amountPaisa);
  const query = queryOf(await payOnPage(payPage, "pay"));
  return { pidx, transactionId: query.transaction_id ?? "" };
}

describe("a Khalti payment through the sandbox", () => {
  it("paid with Pay: back at return_url with Khalti's query, and lookup says completed with the amount", async () => {
    const { pidx, payPage, input } = await checkout(250000);
    expect(await khalti.status({ gatewayRef: pidx, amountPaisa: 250000 })).toEqual({
      state: "pending",
      amountPaisa: 250000,
      transactionId: null,
    });

    const landed = await payOnPage(payPage, "pay");
    expect(landed.startsWith(`${input.successUrl}&`)).toBe(true);
    const query = queryOf(landed);
    expect(query).toMatchObject({
      pidx,
      status: "Completed",
      amount: "250000",
      total_amount: "250000",
      purchase_order_id: input.paymentId,
      purchase_order_name: "Paint the living room",
    });
    expect(query.tidx).toBe(query.transaction_id);
    expect(query.mobile).toMatch(/^98/);
    expect(khalti.readReturn(query)).toEqual({ gatewayRef: pidx });
    expect(await khalti.status({ gatewayRef: pidx, amountPaisa: 250000 })).toEqual({
      state: "completed",
      amountPaisa: 250000,
      transactionId: query.transaction_id,
    });
  });

  it("cancelled with Cancel: back with status User canceled, and lookup says cancelled", async () => {
    const { pidx, payPage, input } = await checkout(150000);
    const query = queryOf(await payOnPage(payPage, "cancel"));
    expect(query).toMatchObject({
      pidx,
      status: "User canceled",
      transaction_id: "",
      purchase_order_id: input.paymentId,
    });
    expect(await khalti.status({ gatewayRef: pidx, amountPaisa: 150000 })).toEqual({
      state: "cancelled",
      amountPaisa: 150000,
      transactionId: null,
    });
  });

  it("left unpaid past its link's hour expires, and its page can no longer be paid", async () => {
    const { pidx, payPage } = await checkout(120000);
    clock = new Date(clock.getTime() + 59 * MINUTE);
    expect((await khalti.status({ gatewayRef: pidx, amountPaisa: 120000 })).state).toBe("pending");
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await khalti.status({ gatewayRef: pidx, amountPaisa: 120000 })).state).toBe("expired");
    const page = await fetch(payPage);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This payment link has expired.");
    await expect(payOnPage(payPage, "pay")).rejects.toThrow();
  });

  it("paid, but asked about with another amount (a tampered amount), is not completed", async () => {
    const { pidx } = await paid(200000);
    expect(await khalti.status({ gatewayRef: pidx, amountPaisa: 100000 })).toMatchObject({
      state: "failed",
      amountPaisa: 200000,
    });
  });

  it("unknown to Khalti is not_found", async () => {
    expect(await khalti.status({ gatewayRef: "NoSuchPidx0000000000000", amountPaisa: 1000 })).toEqual({
      state: "not_found",
      amountPaisa: null,
      transactionId: null,
    });
  });

  it("below Khalti's Rs. 10 is refused at initiate", async () => {
    await expect(khalti.start(startInput(999))).rejects.toThrow(/1000 paisa/);
  });
});

describe("Khalti refunds", () => {
  it("refund a payment in full: lookup says refunded, and a second refund is refused", async () => {
    const { pidx, transactionId } = await paid(300000);
    const refund = { gatewayRef: pidx, transactionId, amountPaisa: 300000, fullAmountPaisa: 300000 };
    expect(await khalti.refund(refund)).toBe(true);
    expect(await khalti.status({ gatewayRef: pidx, amountPaisa: 300000 })).toEqual({
      state: "refunded",
      amountPaisa: 300000,
      transactionId,
    });
    expect(await khalti.refund(refund)).toBe(false);
  });

  it("refund part of a payment, then the rest, and no more", async () => {
    const { pidx, transactionId } = await paid(200000);
    const part = (amountPaisa: number) =>
      khalti.refund({ gatewayRef: pidx, transactionId, amountPaisa, fullAmountPaisa: 200000 });
    expect(await part(50000)).toBe(true);
    expect((await khalti.status({ gatewayRef: pidx, amountPaisa: 200000 })).state).toBe("refunded");
    expect(await part(150001)).toBe(false);
    expect(await part(150000)).toBe(true);
    expect(await part(1)).toBe(false);
  });

  it("refuse a payment that was never paid", async () => {
    const { pidx } = await checkout(100000);
    const refund = {
      gatewayRef: pidx,
      transactionId: "NeverPaid0000000000000",
      amountPaisa: 100000,
      fullAmountPaisa: 100000,
    };
    expect(await khalti.refund(refund)).toBe(false);
  });
});

describe("the Khalti adapter", () => {
  it("throws on a wrong key, so nothing is taken for an answer", async () => {
    const { pidx } = await checkout(100000);
    const wrong = createKhaltiGateway({
      baseUrl: `${sandbox.origin}/sandbox/khalti`,
      secretKey: "not-the-key",
    });
    await expect(wrong.start(startInput(100000))).rejects.toThrow(GatewayError);
    await expect(wrong.status({ gatewayRef: pidx, amountPaisa: 100000 })).rejects.toThrow(/Invalid token/);
    await expect(
      wrong.refund({ gatewayRef: pidx, transactionId: "x", amountPaisa: 1, fullAmountPaisa: 1 }),
    ).rejects.toThrow(GatewayError);
  });

  it("reads only a well-formed pidx from the return", () => {
    expect(khalti.readReturn({ pidx: "bZQLD9wRVWo4CdESSfuSsB", status: "Completed", amount: "1" })).toEqual({
      gatewayRef: "bZQLD9wRVWo4CdESSfuSsB",
    });
    for (const pidx of [
      undefined,
      "",
      ["bZQLD9wRVWo4CdESSfuSsB"],
      "bZQLD9wRVWo4CdES/uSsB",
      "a".repeat(65),
      "short",
    ]) {
      expect(khalti.readReturn({ pidx, status: "Completed" }), String(pidx)).toBeNull();
    }
  });

  it("opens the pay page on the public origin when the sandbox has one", async () => {
    const publicSandbox = await startSandbox({ publicOrigin: "https://sipalu.example" });
    try {
      const gateway = createKhaltiGateway({
        baseUrl: `${publicSandbox.origin}/sandbox/khalti`,
        secretKey: SANDBOX_KHALTI_KEY,
      });
      const started = await gateway.start(startInput(100000));
      expect(started.redirect.url).toBe(
        `https://sipalu.example/sandbox/khalti/pay/?pidx=${started.gatewayRef}`,
      );
    } finally {
      await publicSandbox.close();
    }
  });
});
