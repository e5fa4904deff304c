import { describe, expect, it } from "vitest";
import { actorFor, canTransition, JOB_STATUSES, type JobActor, mayMoveTo, nextStatuses } from "./status";

const ACTORS: JobActor[] = ["customer", "hired", "professional", "system"];

describe("canTransition", () => {
  it("lets the customer accept a bid on an open job, and nobody else", () => {
    expect(canTransition("open", "accepted", "customer")).toBe(true);
    for (const actor of ["hired", "professional", "system"] as const) {
      expect(canTransition("open", "accepted", actor)).toBe(false);
    }
  });

  it("runs instant jobs open → dispatched (system) → accepted (first professional)", () => {
    expect(canTransition("open", "dispatched", "system")).toBe(true);
    expect(canTransition("dispatched", "accepted", "professional")).toBe(true);
    expect(canTransition("dispatched", "accepted", "customer")).toBe(false);
  });

  it("runs a direct hire open → offered (customer) → accepted or back to open (the hired professional only)", () => {
    expect(canTransition("open", "offered", "customer")).toBe(true);
    for (const to of ["accepted", "open"] as const) {
      expect(canTransition("offered", to, "hired")).toBe(true);
      for (const actor of ["customer", "professional", "system"] as const) {
        expect(canTransition("offered", to, actor)).toBe(false);
      }
    }
    // Nothing is worked on before the professional accepts.
    for (const actor of ACTORS) {
      expect(canTransition("offered", "in-progress", actor)).toBe(false);
      expect(canTransition("offered", "completed", actor)).toBe(false);
    }
  });

  it("lets only the hired professional start an accepted job", () => {
    expect(canTransition("accepted", "in-progress", "hired")).toBe(true);
    expect(canTransition("accepted", "in-progress", "customer")).toBe(false);
    expect(canTransition("open", "in-progress", "hired")).toBe(false);
  });

  it("lets the hired professional or the customer complete a job in progress", () => {
    expect(canTransition("in-progress", "completed", "hired")).toBe(true);
    expect(canTransition("in-progress", "completed", "customer")).toBe(true);
    expect(canTransition("in-progress", "completed", "professional")).toBe(false);
    expect(canTransition("accepted", "completed", "customer")).toBe(false);
  });

  it("lets the customer cancel while open, dispatched, offered or accepted, never later", () => {
    for (const from of ["open", "dispatched", "offered", "accepted"] as const) {
      expect(canTransition(from, "cancelled", "customer")).toBe(true);
      expect(canTransition(from, "cancelled", "hired")).toBe(false);
    }
    for (const from of ["in-progress", "completed", "cancelled"] as const) {
      expect(canTransition(from, "cancelled", "customer")).toBe(false);
    }
  });

  it("never leaves completed or cancelled, and never stays in place", () => {
    for (const to of JOB_STATUSES) {
      for (const actor of ACTORS) {
        expect(canTransition("completed", to, actor)).toBe(false);
        expect(canTransition("cancelled", to, actor)).toBe(false);
        expect(canTransition(to, to, actor)).toBe(false);
      }
    }
  });
});

describe("mayMoveTo and nextStatuses", () => {
  it("tells who may ever make a change, whatever the current status", () => {
    expect(mayMoveTo("cancelled", "customer")).toBe(true);
    expect(mayMoveTo("cancelled", "hired")).toBe(false);
    expect(mayMoveTo("in-progress", "customer")).toBe(false);
  });

  it("lists the buttons each side gets", () => {
    expect(nextStatuses("open", "customer")).toEqual(["accepted", "offered", "cancelled"]);
    expect(nextStatuses("offered", "hired")).toEqual(["accepted", "open"]);
    expect(nextStatuses("offered", "customer")).toEqual(["cancelled"]);
    expect(nextStatuses("accepted", "hired")).toEqual(["in-progress"]);
    expect(nextStatuses("in-progress", "customer")).toEqual(["completed"]);
    expect(nextStatuses("completed", "customer")).toEqual([]);
  });
});

describe("actorFor", () => {
  const job = { customerId: "c", hiredProfessionalId: "h" };
  it("names the user's part in the job", () => {
    expect(actorFor(job, { id: "c", role: "customer" })).toBe("customer");
    expect(actorFor(job, { id: "h", role: "professional" })).toBe("hired");
    expect(actorFor(job, { id: "p", role: "professional" })).toBe("professional");
    expect(actorFor(job, { id: "x", role: "customer" })).toBeNull();
    expect(actorFor({ customerId: "c", hiredProfessionalId: null }, { id: "x", role: "admin" })).toBeNull();
  });
});
