import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { PushOnThisDevice } from "./push-device";

// The notification settings' push switch: in the native app it is the phone's FCM registration;
// in a browser, Web Push.

const phone = vi.hoisted(() => ({ permission: "granted" }));
vi.mock("@capacitor/push-notifications", () => {
  const listeners = new Map<string, (event: unknown) => void>();
  return {
    PushNotifications: {
      checkPermissions: async () => ({ receive: phone.permission }),
      requestPermissions: async () => ({
        receive: phone.permission === "prompt" ? "granted" : phone.permission,
      }),
      addListener: async (event: string, listener: (event: unknown) => void) => {
        listeners.set(event, listener);
        return { remove: async () => listeners.delete(event) };
      },
      register: async () => {
        setTimeout(() => listeners.get("registration")?.({ value: "fcm-token:APA91b-phone" }));
      },
    },
  };
});

const fetchMock = stubFetch();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  phone.permission = "granted";
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith("/api/auth/user")) return json({ id: "user-1", role: "customer", firstName: "Sita" });
    if (url.endsWith("/api/push/devices")) return json({ registered: true }, 201);
    return json({ code: "not_found", message: "Not found" }, 404);
  });
});
afterEach(() => {
  Reflect.deleteProperty(window, "Capacitor");
  localStorage.clear();
});

const onAndroid = () => Object.assign(window, { Capacitor: { getPlatform: () => "android" } });
/** The button once it can be used (the signed-in person known). */
async function button(name: string) {
  const found = await screen.findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(found.disabled).toBe(false));
  return found;
}
const requests = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body ?? "null")) }));

describe("push on this device", () => {
  it("in the app, registers the phone's token for the person, and removes it when turned off", async () => {
    onAndroid();
    renderWithQuery(<PushOnThisDevice />);
    expect(await screen.findByText("Off: news reaches you only while Sipalu is open.")).toBeTruthy();
    fireEvent.click(await button("Turn on push"));
    expect(await screen.findByText("On: news reaches this device even when Sipalu is closed.")).toBeTruthy();
    expect(requests("/api/push/devices")).toEqual([
      { method: "POST", body: { token: "fcm-token:APA91b-phone", platform: "android", language: "en" } },
    ]);

    fireEvent.click(await button("Turn off push"));
    expect(await screen.findByText("Off: news reaches you only while Sipalu is open.")).toBeTruthy();
    expect(requests("/api/push/devices").at(-1)).toEqual({
      method: "DELETE",
      body: { token: "fcm-token:APA91b-phone" },
    });
  });

  it("in the app, says where to allow notifications when the phone refused", async () => {
    onAndroid();
    phone.permission = "denied";
    renderWithQuery(<PushOnThisDevice />);
    fireEvent.click(await button("Turn on push"));
    expect(
      await screen.findByText("Blocked: allow notifications for Sipalu in your phone's settings."),
    ).toBeTruthy();
    expect(requests("/api/push/devices")).toEqual([]);
  });

  it("in a browser without the Push API, says so and registers nothing", async () => {
    renderWithQuery(<PushOnThisDevice />);
    await waitFor(() =>
      expect(screen.getByText("This browser cannot receive push notifications.")).toBeTruthy(),
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
