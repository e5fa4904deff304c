import { DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS } from "@domain/notifications/rules";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { PreferencesCard } from "./preferences-form";

const fetchMock = stubFetch();

function serve(smsReachable: boolean) {
  const saved = { channels: DEFAULT_NOTIFICATION_CHANNELS, quietHours: DEFAULT_QUIET_HOURS, smsReachable };
  fetchMock.mockImplementation(
    async (_url, init) =>
      new Response(
        JSON.stringify(init?.method === "PUT" ? { ...JSON.parse(String(init.body)), smsReachable } : saved),
        { status: 200 },
      ),
  );
}

const NO_PHONE = "SMS cannot reach you until you verify your phone number.";

describe("the notification settings", () => {
  it("say SMS cannot reach someone with no verified phone, and where to verify it", async () => {
    serve(false);
    renderWithQuery(<PreferencesCard />);
    expect(await screen.findByText(NO_PHONE)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe("/profile");
  });

  it("offer SMS only for the news ever sent by SMS, and save the choices without the server's own field", async () => {
    serve(true);
    renderWithQuery(<PreferencesCard />);
    const bookingsBySms = await screen.findByRole("switch", { name: "Bookings: SMS" });
    expect(screen.queryByText(NO_PHONE)).toBeNull();
    expect(screen.getByRole("switch", { name: "Instant help requests: SMS" })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "Messages: SMS" })).toBeNull();
    expect(screen.getAllByText("Not sent by SMS").length).toBeGreaterThan(0);

    fireEvent.click(bookingsBySms);
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const [, put] = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT") ?? [];
    const body = JSON.parse(String(put?.body));
    expect(body).not.toHaveProperty("smsReachable");
    expect(body.channels.bookings).toEqual({ inApp: true, push: true, sms: false });
  });
});
