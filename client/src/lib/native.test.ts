import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentPosition, enablePush, NativeError, platform, takePhoto, vibrate } from "./native";

const device = vi.hoisted(() => ({ platform: "web" }));
const camera = vi.hoisted(() => ({ getPhoto: vi.fn() }));
const haptics = vi.hoisted(() => ({ impact: vi.fn() }));

vi.mock("@capacitor/camera", () => ({
  Camera: camera,
  CameraResultType: { Uri: "uri" },
  CameraSource: { Camera: "CAMERA" },
}));
vi.mock("@capacitor/haptics", () => ({ Haptics: haptics, ImpactStyle: { Medium: "MEDIUM" } }));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(NativeError);
      return (error as NativeError).reason;
    },
  );

// The native bridge's global, as the Android app defines it before the page runs.
beforeEach(() => {
  device.platform = "web";
  Object.assign(window, { Capacitor: { getPlatform: () => device.platform } });
});
afterEach(() => {
  Reflect.deleteProperty(window, "Capacitor");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("on the web", () => {
  it("is the web platform, and push notifications are unavailable", async () => {
    expect(platform()).toBe("web");
    Reflect.deleteProperty(window, "Capacitor");
    expect(platform()).toBe("web");
    expect(await failure(enablePush())).toBe("unavailable");
  });

  describe("takePhoto", () => {
    const chooser = () => {
      const click = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
      return { click, input: () => click.mock.contexts.at(-1) as HTMLInputElement };
    };

    it("opens a camera-first image chooser and resolves with the chosen photo", async () => {
      const { click, input } = chooser();
      const photo = new File(["png"], "tap.png", { type: "image/png" });
      const taken = takePhoto();
      expect(click).toHaveBeenCalledOnce();
      expect(input()).toMatchObject({ type: "file", accept: "image/*", hidden: true });
      expect(input().getAttribute("capture")).toBe("environment");
      Object.defineProperty(input(), "files", { value: [photo] });
      input().dispatchEvent(new Event("change"));
      await expect(taken).resolves.toBe(photo);
      expect(document.querySelector("input")).toBeNull();
    });

    it("fails with no-photo when the chooser is cancelled or closes empty", async () => {
      const { input } = chooser();
      const cancelled = takePhoto();
      input().dispatchEvent(new Event("cancel"));
      expect(await failure(cancelled)).toBe("no-photo");

      const empty = takePhoto();
      Object.defineProperty(input(), "files", { value: [] });
      input().dispatchEvent(new Event("change"));
      expect(await failure(empty)).toBe("no-photo");
      expect(document.querySelector("input")).toBeNull();
    });
  });

  describe("currentPosition", () => {
    const stubGeolocation = (getCurrentPosition: Geolocation["getCurrentPosition"]) =>
      vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const positionError = (code: number) =>
      ({
        code,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: `error ${code}`,
      }) as GeolocationPositionError;

    it("asks with high accuracy, a 10 s timeout and at most 5 minutes' cached age", async () => {
      const getCurrentPosition = vi.fn<Geolocation["getCurrentPosition"]>((success) =>
        success({ coords: { latitude: 27.67, longitude: 85.31, accuracy: 20 } } as GeolocationPosition),
      );
      stubGeolocation(getCurrentPosition);
      await expect(currentPosition()).resolves.toEqual({ latitude: 27.67, longitude: 85.31, accuracy: 20 });
      expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
        enableHighAccuracy: true,
        timeout: 10_000,
        maximumAge: 300_000,
      });
    });

    it("tells a refused permission from a failed fix and from no geolocation at all", async () => {
      stubGeolocation((_success, fail) => fail?.(positionError(1)));
      expect(await failure(currentPosition())).toBe("denied");
      stubGeolocation((_success, fail) => fail?.(positionError(3)));
      expect(await failure(currentPosition())).toBe("failed");
      const { geolocation: _gone, ...withoutGeolocation } = Object.getOwnPropertyDescriptors(
        Object.getPrototypeOf(navigator),
      );
      vi.stubGlobal("navigator", Object.create(Object.prototype, withoutGeolocation));
      expect(await failure(currentPosition())).toBe("unavailable");
    });
  });

  describe("vibrate", () => {
    it("vibrates with the pattern where the browser can", async () => {
      const vibrateSpy = vi.fn(() => true);
      vi.stubGlobal("navigator", { ...navigator, vibrate: vibrateSpy });
      await vibrate([100, 50, 100]);
      expect(vibrateSpy).toHaveBeenCalledWith([100, 50, 100]);
    });

    it("is unavailable without navigator.vibrate or when the browser refuses", async () => {
      vi.stubGlobal("navigator", { ...navigator, vibrate: undefined });
      expect(await failure(vibrate())).toBe("unavailable");
      vi.stubGlobal("navigator", { ...navigator, vibrate: () => false });
      expect(await failure(vibrate())).toBe("unavailable");
    });
  });
});

describe("in the Android app", () => {
  beforeEach(() => {
    device.platform = "android";
  });

  it("takes the photo with the camera plugin at quality 90", async () => {
    camera.getPhoto.mockResolvedValue({
      webPath: "https://localhost/_capacitor_file_/p.jpeg",
      format: "jpeg",
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ blob: async () => new Blob(["jpeg"], { type: "image/jpeg" }) })),
    );
    const photo = await takePhoto();
    expect(platform()).toBe("android");
    expect(camera.getPhoto).toHaveBeenCalledWith(expect.objectContaining({ quality: 90, source: "CAMERA" }));
    expect(photo).toBeInstanceOf(File);
    expect(photo.type).toBe("image/jpeg");
    expect(photo.name).toMatch(/\.jpeg$/);
  });

  it("reads a cancelled camera as no photo and anything else as a camera failure", async () => {
    camera.getPhoto.mockRejectedValueOnce(new Error("User cancelled photos app"));
    expect(await failure(takePhoto())).toBe("no-photo");
    camera.getPhoto.mockRejectedValueOnce(new Error("User denied access to camera"));
    expect(await failure(takePhoto())).toBe("failed");
  });

  it("gives haptic feedback through the plugin", async () => {
    haptics.impact.mockResolvedValue(undefined);
    await vibrate();
    expect(haptics.impact).toHaveBeenCalledWith({ style: "MEDIUM" });
  });
});
