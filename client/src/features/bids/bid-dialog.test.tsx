import type { BidCompetitionResponse, BidWithJob } from "@domain/bids/schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { BidDialog } from "./bid-dialog";

const CUSTOMER = "11111111-1111-4111-8111-111111111111";
const PRO = "22222222-2222-4222-8222-222222222222";
const JOB = "33333333-3333-4333-8333-333333333333";
const NOW = new Date().toISOString();

const bid: BidWithJob = {
  id: "b2",
  jobId: JOB,
  professionalId: PRO,
  amount: "2200.00",
  description: "New washers and a new cartridge.",
  estimatedTime: "2 hours",
  status: "pending",
  createdAt: NOW,
  updatedAt: NOW,
  professional: { id: PRO, firstName: "Ramesh", lastName: "Maharjan", profileImageUrl: null },
  job: {
    id: JOB,
    customerId: CUSTOMER,
    title: "Fix a leaking tap",
    description: "The kitchen tap drips all night.",
    aiSummary: null,
    mediaUrls: [],
    skillCategory: "Plumbing",
    paymentType: "fixed",
    budget: null,
    location: "Patan",
    urgency: "urgent",
    status: "open",
    hiredProfessionalId: null,
    invitedProfessionalId: null,
    finalPrice: null,
    jobType: "bidding",
    scheduledAt: null,
    acceptedAt: null,
    startedAt: null,
    completedAt: null,
    estimatedDuration: null,
    actualDuration: null,
    bookingId: null,
    createdAt: NOW,
    updatedAt: NOW,
  },
};

/** Ramesh's bid is the second lowest of three; the others come without amounts or names. */
const competition: BidCompetitionResponse = {
  count: 3,
  rank: 2,
  lowest: 1900,
  average: 2233.33,
  highest: 2600,
  bids: [
    { rank: 1, status: "pending", mine: false },
    { rank: 2, status: "pending", mine: true },
    { rank: 3, status: "pending", mine: false },
  ],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
let customerRating = 4.46;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url === `/api/bids/${bid.id}/competition`) return json(competition);
  if (url === `/api/users/${CUSTOMER}`) {
    return json({
      id: CUSTOMER,
      firstName: "Aarati",
      lastName: "Shrestha",
      location: null,
      rating: customerRating,
    });
  }
  if (url.startsWith("/api/messages/thread?")) {
    return json({
      messages: [
        {
          id: "m1",
          senderId: CUSTOMER,
          receiverId: PRO,
          jobId: JOB,
          content: "Can you come at 9?",
          attachmentUrls: [],
          isRead: true,
          createdAt: NOW,
        },
      ],
      hasMore: false,
      job: { id: JOB, title: "Fix a leaking tap" },
    });
  }
  return new Response("not found", { status: 404 });
});

beforeEach(() => {
  customerRating = 4.46;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function show(shown: BidWithJob, onEdit = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BidDialog bid={shown} onClose={() => {}} onEdit={onEdit} />
    </QueryClientProvider>,
  );
  return onEdit;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });

describe("the bid dialog", () => {
  it("shows my offer, its rank among the job's bids and the customer", async () => {
    const onEdit = show(bid);
    expect(screen.getByRole("heading", { name: "Fix a leaking tap" })).toBeTruthy();
    expect(await screen.findByText("#2 of 3")).toBeTruthy();
    expect(screen.getByText("2 hours")).toBeTruthy();
    expect(screen.getByText("New washers and a new cartridge.")).toBeTruthy();
    expect(await screen.findByText("Aarati Shrestha")).toBeTruthy();
    expect(screen.getByText("Location not specified")).toBeTruthy();
    expect(screen.getByText("4.5")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit Bid" }));
    expect(onEdit).toHaveBeenCalledWith(bid);
  });

  it("shows a customer without a rating as not rated yet, never as 0.0 stars", async () => {
    customerRating = 0;
    show(bid);
    expect(await screen.findByText("Aarati Shrestha")).toBeTruthy();
    expect(screen.getByText("No rating yet")).toBeTruthy();
    expect(screen.queryByText("0.0")).toBeNull();
  });

  it("compares every bid, lowest first, with mine marked and only its amount shown", async () => {
    show(bid);
    await screen.findByText("#2 of 3");
    openTab("Competition");
    const panel = within(screen.getByRole("tabpanel"));
    const figure = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
    expect(figure("Lowest Bid")).toBe("₨ 1,900");
    expect(figure("Average Bid")).toBe("₨ 2,233.33");
    expect(figure("Highest Bid")).toBe("₨ 2,600");
    const rows = panel.getAllByRole("listitem").map((row) => row.textContent);
    expect(rows).toEqual([
      "1Another professional",
      expect.stringMatching(/^2.*Ramesh Maharjan.*Your Bid.*₨ 2,200$/),
      "3Another professional",
    ]);
  });

  it("words the job's payment type and a missing budget", () => {
    show(bid);
    openTab("Job Details");
    const panel = within(screen.getByRole("tabpanel"));
    expect(panel.getByText("Fixed Price")).toBeTruthy();
    expect(panel.getByText("Not specified")).toBeTruthy();
    expect(panel.getByText("Urgent")).toBeTruthy();
  });

  it("keeps messages closed until the bid is accepted", () => {
    show(bid);
    openTab("Messages");
    expect(
      screen.getByText("Direct communication with the customer will appear here once your bid is accepted."),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Start Conversation" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/messages"))).toBe(false);
  });

  it("shows the latest messages with the customer once accepted, and opens the thread", async () => {
    show({ ...bid, status: "accepted" });
    expect(screen.queryByRole("button", { name: "Edit Bid" })).toBeNull();
    openTab("Messages");
    expect(await screen.findByText("Can you come at 9?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Conversation" }).getAttribute("href")).toBe(
      `/messages?to=${CUSTOMER}&jobId=${JOB}`,
    );
    const threadCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/messages/thread"));
    expect(String(threadCall?.[0])).toBe(`/api/messages/thread?with=${CUSTOMER}&jobId=${JOB}&limit=3`);
  });
});
