import type { ServiceAreaProfile } from "@domain/availability/service-area";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { useDashboardFormat } from "./format";
import { QuickSettings } from "./quick-settings";

const fetchMock = stubFetch();

function serve(initial: Pick<ServiceAreaProfile, "isOnline" | "isFreeNow">) {
  let profile: ServiceAreaProfile = {
    ...initial,
    serviceRadius: 5,
    homeLatitude: null,
    homeLongitude: null,
    location: "Jawalakhel, Lalitpur",
    responseTime: 15,
    acceptanceRate: 90,
    completedJobs: 4,
    rating: 4.5,
  };
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === "PATCH") profile = { ...profile, ...JSON.parse(String(init.body)) };
    return new Response(JSON.stringify(profile), { status: 200 });
  });
}

function Settings() {
  return <QuickSettings format={useDashboardFormat()} />;
}

const toggle = async (name: string) => {
  const control = await screen.findByRole("switch", { name });
  await waitFor(() => expect((control as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(control);
};

describe("the dashboard's quick settings", () => {
  it("say what the Online and Free Now switches did in the spec's words, not the service area's", async () => {
    serve({ isOnline: false, isFreeNow: false });
    renderWithQuery(<Settings />, { toasts: true });

    await toggle("Online");
    expect(await screen.findByText("Availability Updated")).toBeTruthy();
    expect(
      screen.getByText("You're online but not Free Now, so no instant requests reach you."),
    ).toBeTruthy();

    await toggle("Free Now");
    expect(await screen.findByText("You're now available!")).toBeTruthy();
    expect(screen.getByText("You'll receive instant help requests from nearby customers.")).toBeTruthy();

    await toggle("Online");
    expect(await screen.findByText("Availability turned off")).toBeTruthy();
    expect(screen.getByText("You won't receive instant help notifications.")).toBeTruthy();
    expect(screen.queryByText("Service area settings updated successfully")).toBeNull();
  });

  it("says 'Failed to update availability' when the save fails", async () => {
    serve({ isOnline: true, isFreeNow: false });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === "PATCH"
        ? new Response("", { status: 500 })
        : (answer?.(url, init) as Promise<Response>),
    );
    renderWithQuery(<Settings />, { toasts: true });

    await toggle("Free Now");
    expect(await screen.findByText("Failed to update availability")).toBeTruthy();
  });
});
