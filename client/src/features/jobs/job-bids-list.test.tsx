import type { JobBid } from "@domain/bids/schemas";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "@/test/render";
import { JobBidsList } from "./job-bids-list";
import { jobProfessional, PRO } from "./test-people";

const NOW = "2025-03-01T12:00:00.000Z";

const mine: JobBid = {
  id: "44444444-4444-4444-8444-444444444444",
  jobId: "33333333-3333-4333-8333-333333333333",
  professionalId: PRO,
  amount: "2200.00",
  description: "New washers and a new cartridge.",
  estimatedTime: null,
  status: "pending",
  createdAt: NOW,
  updatedAt: NOW,
  professional: jobProfessional,
};

const show = (bids: JobBid[], total: number) =>
  renderWithQuery(<JobBidsList bids={bids} myId={PRO} total={total} />);

describe("a job's bids, as someone other than its customer sees them", () => {
  it("says how many bids there are, not what they say, to a visitor", () => {
    show([], 3);
    expect(
      screen.getByText("3 bids so far. Only the customer sees their amounts and proposals."),
    ).toBeTruthy();
    expect(screen.queryByText("No bids available")).toBeNull();
  });

  it("shows a bidder their own bid and counts the others", () => {
    show([mine], 2);
    expect(screen.getByText("₨ 2,200")).toBeTruthy();
    expect(screen.getByText("Your Bid")).toBeTruthy();
    expect(screen.getByText("And 1 other bid: only the customer sees its amount and proposal.")).toBeTruthy();
  });

  it("says there are none when there are none", () => {
    show([], 0);
    expect(screen.getByText("No bids available")).toBeTruthy();
  });
});
