import type { CurrentUser } from "@domain/auth/user";
import type { Job } from "@domain/jobs/schemas";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { HireOfferNote } from "./hire-offer-note";
import { JobActions } from "./job-actions";
import { CUSTOMER, jobCustomer, jobProfessional, PRO } from "./test-people";

const NOW = "2025-03-01T12:00:00.000Z";

const offered = {
  id: "33333333-3333-4333-8333-333333333333",
  customerId: CUSTOMER,
  title: "Paint the kitchen",
  status: "offered",
  hiredProfessionalId: PRO,
  finalPrice: "1500.00",
  createdAt: NOW,
} as Job;

const person = (id: string, firstName: string, role: "customer" | "professional"): CurrentUser => ({
  id,
  email: `${firstName.toLowerCase()}@example.np`,
  firstName,
  lastName: "Shrestha",
  profileImageUrl: null,
  role,
  location: null,
  isVerified: false,
  phone: null,
  phoneVerified: false,
});
const pro = person(PRO, "Ramesh", "professional");
const customer = person(CUSTOMER, "Aarati", "customer");

function show(user: CurrentUser, job: Job = offered) {
  const people = {
    customer: jobCustomer,
    hiredProfessional: jobProfessional,
  };
  return renderWithQuery(
    <>
      <HireOfferNote job={{ ...job, ...people }} user={user} />
      <JobActions job={job} user={user} />
    </>,
    { toasts: true },
  );
}

const fetchMock = stubFetch();

describe("a direct hire waiting for its professional", () => {
  it("gives the professional Accept and Decline, and no Start yet", async () => {
    show(pro);
    expect(
      screen.getByText(
        "Aarati Shrestha wants to hire you for this job at ₨ 1,500. Accept it to start, or decline.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start Job" })).toBeNull();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ...offered, status: "accepted" }), { status: 200 }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Hire Accepted")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/jobs/${offered.id}/hire/accept`);
  });

  it("asks before declining", async () => {
    show(pro);
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Decline this hire?")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ...offered, status: "open" }), { status: 200 }),
    );
    const buttons = screen.getAllByRole("button", { name: "Decline" });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByText("Hire Declined")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/jobs/${offered.id}/hire/decline`);
  });

  it("tells the customer it waits for the professional, who may still be cancelled", () => {
    show(customer);
    expect(screen.getByText("Waiting for Ramesh Maharjan to accept the hire.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel Job" })).toBeTruthy();
  });

  it("shows Start once accepted", () => {
    show(pro, { ...offered, status: "accepted" });
    expect(screen.queryByText(/wants to hire you/)).toBeNull();
    expect(screen.getByRole("button", { name: "Start Job" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });
});
