import type { CurrentUser } from "@domain/auth/user";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { stubFetch } from "@/test/render";
import { EnrollButton } from "./enroll-button";

const course = {
  id: "44444444-4444-4444-8444-444444444444",
  title: "Solar PV Installation (Level 2)",
  price: 60000,
  myEnrollment: null,
};
const customer = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "customer@demo.np",
  firstName: "Aarati",
  lastName: "Shrestha",
  profileImageUrl: null,
  role: "customer",
  location: "Kathmandu",
  isVerified: false,
} as CurrentUser;
const fetchMock = stubFetch();

function renderSignedIn() {
  fetchMock.mockImplementation(async (url, init) =>
    String(url).endsWith("/enroll") && init?.method === "POST"
      ? new Response(JSON.stringify({ id: "e1", status: "pending-payment" }), { status: 201 })
      : new Response("[]", { status: 200 }),
  );
  // Signed in from the start, as on any page the app shows (it waits for the user first).
  const client = createQueryClient();
  client.setQueryData(currentUserKey, customer);
  render(
    <QueryClientProvider client={client}>
      <EnrollButton course={course} />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </QueryClientProvider>,
  );
}
const enrollCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/enroll"));

describe("Enroll", () => {
  it("asks to confirm the course and its price before enrolling; Cancel enrolls nothing", async () => {
    renderSignedIn();
    fireEvent.click(await screen.findByRole("button", { name: `Enroll in ${course.title}` }));

    const dialog = await screen.findByRole("dialog", { name: "Enroll in this course?" });
    expect(dialog.textContent).toContain(`${course.title} costs ₨ 60,000.`);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(enrollCalls()).toEqual([]);
  });

  it("enrolls once confirmed", async () => {
    renderSignedIn();
    fireEvent.click(await screen.findByRole("button", { name: `Enroll in ${course.title}` }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm enrollment" }));

    expect(await screen.findByText("Enrollment requested")).toBeTruthy();
    expect(enrollCalls()).toHaveLength(1);
  });
});
