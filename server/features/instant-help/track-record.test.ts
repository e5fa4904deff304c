import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { availableNow, freeAgain, requestInstantHelp } from "./test-helpers";

// Instant requests in a professional's track record: one they take is a yes, one that runs out with
// nobody taking it is a no for everyone it was offered to, one someone else took first is neither.

let t: TestApp;
let clock = new Date("2026-03-01T06:00:00.000Z");
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now, instantSweepMs: 0, rateLimits: { instantRequest: false } });
});
afterAll(() => t.close());

const BANESHWOR = { latitude: 27.6915, longitude: 85.342 };

async function pro(firstName: string) {
  const person = await signUp(t.app, { role: "professional", firstName, lastName: "Tamang" });
  await availableNow(t.db, [person.user.id], { home: BANESHWOR, skills: ["Mason"], serviceRadius: 10 });
  return person;
}

const trackRecord = async (person: Awaited<ReturnType<typeof pro>>) => {
  const { responseTime, acceptanceRate } = (
    await get(t.app, "/api/professionals/profile", person.cookie)
  ).json();
  return { responseTime, acceptanceRate };
};

describe("instant requests in the track record", () => {
  it("counts taking one as a yes, letting one run out as a no, and another's take as nothing", async () => {
    const customer = await signUp(t.app);
    const [taker, other] = [await pro("Dorje"), await pro("Pasang")];
    const ask = () =>
      requestInstantHelp(t.app, customer.cookie, {
        title: "Wall cracked after the quake",
        skillCategory: "Mason",
        location: "Baneshwor, Kathmandu",
        ...BANESHWOR,
      });

    const first = await ask();
    expect((await send(t.app, "POST", `/api/jobs/${first}/instant/accept`, taker.cookie)).statusCode).toBe(
      200,
    );
    expect(await trackRecord(taker)).toEqual({ responseTime: 1, acceptanceRate: 100 });
    expect(await trackRecord(other)).toEqual({ responseTime: null, acceptanceRate: null });

    await freeAgain(t.db, taker.user.id);
    const second = await ask();
    clock = new Date(clock.getTime() + 61_000);
    expect((await get(t.app, `/api/jobs/${second}/instant`, customer.cookie)).json().view).toBe("no-match");
    expect(await trackRecord(taker)).toEqual({ responseTime: 1, acceptanceRate: 50 });
    expect(await trackRecord(other)).toEqual({ responseTime: null, acceptanceRate: 0 });
  });
});
