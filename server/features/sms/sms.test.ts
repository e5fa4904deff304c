import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { SMS_SANDBOX_FROM, SMS_SANDBOX_TOKEN } from "./sandbox";
import { createSmsSender } from "./sender";
import { SmsRefused, sparrowSms } from "./sparrow";

// SMS through Sparrow SMS's published API, against Sipalu's own sandbox of it over real HTTP.
let t: TestApp;
let origin = "";
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const sandbox = () =>
  sparrowSms({ baseUrl: `${origin}/sandbox/sms/v2`, token: SMS_SANDBOX_TOKEN, from: SMS_SANDBOX_FROM });
const messages = async () => (await fetch(`${origin}/sandbox/sms/api/messages`)).json();

describe("the SMS sandbox", () => {
  it("takes Sparrow's send request and shows the message, newest first, on its page and its API", async () => {
    await sandbox().send("+9779841000001", "Your Sipalu code is 482913.");
    await sandbox().send("+9779801000002", "New booking request: Fix a tap");
    const [newest, older] = await messages();
    expect(newest).toEqual({
      to: "+9779801000002",
      text: "New booking request: Fix a tap",
      sentAt: expect.any(String),
    });
    expect(older).toMatchObject({ to: "+9779841000001", text: "Your Sipalu code is 482913." });
    const page = await fetch(`${origin}/sandbox/sms`);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("New booking request: Fix a tap");
  });

  it("refuses as Sparrow does: a wrong token, a number that is not a Nepali mobile, an empty text", async () => {
    const wrong = sparrowSms({ baseUrl: `${origin}/sandbox/sms/v2`, token: "guess", from: SMS_SANDBOX_FROM });
    await expect(wrong.send("+9779841000001", "hi")).rejects.toMatchObject({ responseCode: 1002 });
    await expect(sandbox().send("+9771234567890", "hi")).rejects.toBeInstanceOf(SmsRefused);
    await expect(sandbox().send("+9779841000001", "  ")).rejects.toMatchObject({ responseCode: 1010 });
    const escaped = await fetch(`${origin}/sandbox/sms`);
    expect(await escaped.text()).not.toContain("<script");
  });

  it("shows a message's text as text, never as markup", async () => {
    await sandbox().send("+9779841000003", "<script>alert(1)</script>");
    expect(await (await fetch(`${origin}/sandbox/sms`)).text()).toContain("&#60;script&#62;");
  });
});

describe("sending SMS", () => {
  it("holds each phone to its daily cap, however many race for the last ones", async () => {
    const sender = createSmsSender({ db: t.db, gateway: sandbox(), dailyCap: 3 });
    const phone = "+9779851000004";
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sender.send({ to: phone, text: `Message ${i}`, purpose: "test" })),
    );
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === "capped")).toHaveLength(3);
    expect((await messages()).filter((m: { to: string }) => m.to === phone)).toHaveLength(3);
    // Another phone has its own.
    expect(await sender.send({ to: "+9779851000005", text: "hi", purpose: "test" })).toBe("sent");
  });

  it("says failed when the gateway refuses", async () => {
    const broken = sparrowSms({
      baseUrl: `${origin}/sandbox/sms/v2`,
      token: "revoked",
      from: SMS_SANDBOX_FROM,
    });
    const sender = createSmsSender({ db: t.db, gateway: broken });
    expect(await sender.send({ to: "+9779851000006", text: "hi", purpose: "test" })).toBe("failed");
  });
});
