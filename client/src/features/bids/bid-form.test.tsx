import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { BidForm } from "./bid-form";

const JOB = "33333333-3333-4333-8333-333333333333";
const fetchMock = stubFetch();

function fill(amount: string, message: string, time?: string) {
  fireEvent.change(screen.getByLabelText("Your bid amount (NPR)"), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: message } });
  if (time !== undefined) {
    fireEvent.change(screen.getByLabelText("Estimated time (optional)"), { target: { value: time } });
  }
  fireEvent.click(screen.getByRole("button", { name: "Submit Bid" }));
}

describe("the job dialog's bid form", () => {
  it("says under the amount what is wrong with it, without the field's path, and sends nothing", () => {
    renderWithQuery(<BidForm jobId={JOB} skillCategory="Plumbing" signedIn />, { toasts: true });
    fill("0", "I can come today");

    const amount = screen.getByLabelText("Your bid amount (NPR)");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    const note = document.getElementById(amount.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe("Enter an amount more than ₨ 0, with at most 2 decimal places.");
    expect(screen.queryByText(/amount:/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    // Changing the amount takes the message away.
    fireEvent.change(amount, { target: { value: "1500" } });
    expect(amount.getAttribute("aria-invalid")).toBeNull();
  });

  it("sends the estimated time with the bid", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "b1" }), { status: 201 }));
    renderWithQuery(<BidForm jobId={JOB} skillCategory="Plumbing" signedIn />, { toasts: true });
    fill("1500", "I can come today", "2-3 hours");

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/bids");
    expect(JSON.parse(String(init?.body))).toEqual({
      jobId: JOB,
      amount: 1500,
      message: "I can come today",
      estimatedTime: "2-3 hours",
    });
    expect(await screen.findByText("Bid Submitted")).toBeTruthy();
    expect((screen.getByLabelText("Estimated time (optional)") as HTMLInputElement).value).toBe("");
  });
});
