import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isAppLink,
  nativePushOn,
  onPushTapped,
  renewNativePush,
  turnOffNativePush,
  turnOnNativePush,
} from "./native-push";

const device = vi.hoisted(() => ({ platform: "android", permission: "granted", token: "phone-token-1" }));
type Listener = (event: unknown) => void;
const plugin = vi.hoisted(() => {
  const listeners = new Map<string, Listener>();
  return {
    listeners,
    removed: [] as string[],
    PushNotifications: {
      checkPermissions: vi.fn(),
      requestPermissions: vi.fn(),
      register: vi.fn(),
      addListener: vi.fn(),
    },
  };
});
const api = vi.hoisted(() => ({ post: vi.fn(), delete: vi.fn() }));

vi.mock("./api", () => ({ api }));
vi.mock("@capacitor/push-notifications", () => ({ PushNotifications: plugin.PushNotifications }));

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  Object.assign(device, { platform: "android", permission: "granted", token: "phone-token-1" });
  Object.assign(window, { Capacitor: { getPlatform: () => device.platform } });
  plugin.listeners.clear();
  plugin.removed.length = 0;
  const { PushNotifications } = plugin;
  PushNotifications.checkPermissions.mockImplementation(async () => ({ receive: device.permission }));
  PushNotifications.requestPermissions.mockImplementation(async () => {
    device.permission = "granted";
    return { receive: "granted" };
  });
  PushNotifications.addListener.mockImplementation(async (event: string, listener: Listener) => {
    plugin.listeners.set(event, listener);
    return { remove: async () => void plugin.removed.push(event) };
  });
  // FCM hands the app its token a moment after register().
  PushNotifications.register.mockImplementation(async () => {
    setTimeout(() => plugin.listeners.get("registration")?.({ value: device.token }));
  });
  api.post.mockResolvedValue({ registered: true });
  api.delete.mockResolvedValue(null);
});
afterEach(() => {
  Reflect.deleteProperty(window, "Capacitor");
  localStorage.clear();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe("turning native push on and off", () => {
  it("asks the phone, registers its token with Sipalu for this person, and says it is on for them only", async () => {
    device.permission = "prompt";
    await turnOnNativePush("user-1", "ne");
    expect(plugin.PushNotifications.requestPermissions).toHaveBeenCalledOnce();
    expect(api.post).toHaveBeenCalledWith("/api/push/devices", {
      token: "phone-token-1",
      platform: "android",
      language: "ne",
    });
    expect(nativePushOn("user-1")).toBe(true);
    expect(nativePushOn("user-2")).toBe(false);
  });

  it("is not on when Sipalu refused the token", async () => {
    api.post.mockRejectedValueOnce(new Error("429"));
    await expect(turnOnNativePush("user-1", "en")).rejects.toThrow("429");
    expect(nativePushOn("user-1")).toBe(false);
  });

  it("turning off removes the phone's token from Sipalu (and does nothing where it was not on)", async () => {
    await turnOffNativePush();
    expect(api.delete).not.toHaveBeenCalled();
    await turnOnNativePush("user-1", "en");
    await turnOffNativePush();
    expect(api.delete).toHaveBeenCalledWith("/api/push/devices", { token: "phone-token-1" });
    expect(nativePushOn("user-1")).toBe(false);
  });
});

describe("renewing at start", () => {
  it("registers again once a day, or at once for a new token (removing the old), never asking", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await turnOnNativePush("user-1", "en");
    api.post.mockClear();

    await renewNativePush("user-1", "en");
    expect(api.post).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + DAY + 1000);
    await renewNativePush("user-1", "ne");
    expect(api.post).toHaveBeenCalledWith("/api/push/devices", expect.objectContaining({ language: "ne" }));

    device.token = "phone-token-2";
    await renewNativePush("user-1", "en");
    expect(api.post).toHaveBeenLastCalledWith(
      "/api/push/devices",
      expect.objectContaining({ token: "phone-token-2" }),
    );
    expect(api.delete).toHaveBeenCalledWith("/api/push/devices", { token: "phone-token-1" });
    expect(plugin.PushNotifications.requestPermissions).not.toHaveBeenCalled();
  });

  it("fails as denied without asking when the permission was taken back", async () => {
    await turnOnNativePush("user-1", "en");
    device.permission = "prompt";
    await expect(renewNativePush("user-1", "en")).rejects.toMatchObject({ reason: "denied" });
    expect(plugin.PushNotifications.requestPermissions).not.toHaveBeenCalled();
  });

  it("forgets push someone else turned on here, and does nothing on the web", async () => {
    await turnOnNativePush("user-1", "en");
    api.post.mockClear();
    await renewNativePush("user-2", "en");
    expect(api.post).not.toHaveBeenCalled();
    expect(nativePushOn("user-1")).toBe(false);

    device.platform = "web";
    await renewNativePush("user-1", "en");
    expect(plugin.PushNotifications.register).toHaveBeenCalledOnce();
  });
});

describe("a tapped push", () => {
  it("opens its link in the app, and nothing that leaves it", async () => {
    const open = vi.fn();
    const stop = onPushTapped(open);
    await vi.waitFor(() => expect(plugin.listeners.has("pushNotificationActionPerformed")).toBe(true));
    const tap = (data: Record<string, unknown>) =>
      plugin.listeners.get("pushNotificationActionPerformed")?.({ actionId: "tap", notification: { data } });
    tap({ link: "/messages?to=abc", id: "12" });
    tap({ link: "//evil.example/phish" });
    tap({ link: "/\\evil.example" });
    tap({ link: "https://evil.example" });
    tap({});
    expect(open.mock.calls).toEqual([["/messages?to=abc"]]);
    stop();
    await vi.waitFor(() => expect(plugin.removed).toEqual(["pushNotificationActionPerformed"]));
  });

  it("is not listened for on the web", () => {
    device.platform = "web";
    onPushTapped(vi.fn())();
    expect(plugin.PushNotifications.addListener).not.toHaveBeenCalled();
    expect(isAppLink("/calendar")).toBe(true);
    expect(isAppLink(42)).toBe(false);
  });
});
