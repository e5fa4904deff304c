import type { CurrentUser } from "@domain/auth/user";
import type { JobBid } from "@domain/bids/schemas";
import type { JobDetail } from "@domain/jobs/schemas";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JobBidForm } from "@/features/bids/bid-form";
import { JobEngagement } from "@/features/jobs/job-engagement";
import { CUSTOMER, jobCustomer, PRO } from "@/features/jobs/test-people";
import { renderWithQuery, stubFetch } from "@/test/render";

const NOW = "2025-03-01T12:00:00.000Z";

const job: JobDetail = {
  id: "33333333-3333-4333-8333-333333333333",
  customerId: CUSTOMER,
  title: "Fix a leaking tap",
  description: "The kitchen tap drips all night.",
  aiSummary: null,
  mediaUrls: [],
  skillCategory: "Plumbing",
  paymentType: "fixed",
  budget: "2500.00",
  location: "Patan",
  urgency: "moderate",
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
  customer: jobCustomer,
  bidCount: 0,
  hiredProfessional: null,
  invitedProfessional: null,
};

const pro: CurrentUser = {
  id: PRO,
  email: "pro@example.np",
  firstName: "Ramesh",
  lastName: "Maharjan",
  profileImageUrl: null,
  role: "professional",
  location: null,
  isVerified: false,
  phone: null,
  phoneVerified: false,
};

function show(props: { job?: JobDetail; bids?: JobBid[]; user?: CurrentUser | null }) {
  return renderWithQuery(
    <JobEngagement
      job={props.job ?? job}
      bids={props.bids ?? []}
      user={props.user === undefined ? pro : props.user}
      BidForm={JobBidForm}
    />,
    { toasts: true },
  );
}

const fetchMock = stubFetch();

const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe("the job dialog's forms", () => {
  it("asks visitors to log in instead of showing the forms", () => {
    show({ user: null });
    expect(screen.getByText("Login to bid on this job or contact the customer")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login to Continue" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: "Submit Bid" })).toBeNull();
  });

  it("shows no forms once the job is not open", () => {
    show({ job: { ...job, status: "in-progress" } });
    expect(screen.getByText("This job is no longer accepting bids")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("tells a professional who already bid, with no bid form", () => {
    const bid = { professionalId: PRO } as JobBid;
    show({ bids: [bid] });
    expect(screen.getByText("You have already submitted a bid for this job.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit Bid" })).toBeNull();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  it("needs both bid fields, then sends the amount as a number and clears the form", async () => {
    show({});
    fireEvent.click(screen.getByRole("button", { name: "Submit Bid" }));
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(screen.getByText("Please provide both bid amount and message")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "b1" }), { status: 201 }));
    const amount = screen.getByLabelText("Your bid amount (NPR)") as HTMLInputElement;
    fireEvent.change(amount, { target: { value: "2400.5" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: " I can come tomorrow " } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Bid" }));

    expect(await screen.findByText("Your bid has been submitted successfully!")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/bids");
    expect(sentBody()).toEqual({ jobId: job.id, amount: 2400.5, message: "I can come tomorrow" });
    await waitFor(() => expect(amount.value).toBe(""));
  });

  it("takes a bid amount typed in Devanagari digits, as the Nepali placeholder shows them", async () => {
    show({});
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "b1" }), { status: 201 }));
    const amount = screen.getByLabelText("Your bid amount (NPR)") as HTMLInputElement;
    expect(amount.getAttribute("inputmode")).toBe("decimal");
    fireEvent.change(amount, { target: { value: "२५००.५" } });
    expect(amount.value).toBe("2500.5");
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "भोलि आउँछु" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Bid" }));
    expect(await screen.findByText("Your bid has been submitted successfully!")).toBeTruthy();
    expect(sentBody()).toEqual({ jobId: job.id, amount: 2500.5, message: "भोलि आउँछु" });
  });

  it("shows the category's price cap and says inline when a bid is over it, without sending it", async () => {
    show({});
    expect(screen.getByText("Up to ₨ 2,00,000 for Plumbing.")).toBeTruthy();
    const amount = screen.getByLabelText("Your bid amount (NPR)");
    fireEvent.change(amount, { target: { value: "99999999.99" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Trust me" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Bid" }));
    expect(await screen.findByText("The price can be at most ₨ 2,00,000 for Plumbing.")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when a bid is refused", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: "bid.job_not_accepting", message: "This job is no longer accepting bids" }),
        { status: 409 },
      ),
    );
    show({});
    fireEvent.change(screen.getByLabelText("Your bid amount (NPR)"), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Bid" }));
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getAllByText("This job is no longer accepting bids").length).toBeGreaterThan(0);
  });

  it("messages the customer about the job", async () => {
    show({ job: { ...job, paymentType: "hourly" } });
    expect(screen.queryByRole("button", { name: "Submit Bid" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Missing Message")).toBeTruthy();
    expect(screen.getByText("Please enter a message")).toBeTruthy();

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "m1" }), { status: 201 }));
    fireEvent.change(screen.getByLabelText("Message to the customer"), {
      target: { value: "When can I see it?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Your message has been sent to the customer!")).toBeTruthy();
    // The dialog of an hourly job also reads my quote on it: the write is the message.
    const sent = fetchMock.mock.calls.findIndex((call) => call[0] === "/api/messages");
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(sentBody(sent)).toEqual({ receiverId: CUSTOMER, content: "When can I see it?", jobId: job.id });
  });
});
