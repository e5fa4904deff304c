/**
 * Device features in one place: Capacitor's plugins in the Android/iOS app, the browser's own APIs
 * on the web. The plugins (and @capacitor/core with them) are imported only inside the native
 * branches, so pages using this module never load them on the web. Every failure is a NativeError
 * whose `reason` lets the caller pick its words.
 */

import { platform } from "./platform";

export { type Platform, platform } from "./platform";

export type NativeFailure =
  /** The person closed the camera or file chooser without a photo. */
  | "no-photo"
  /** This device or browser does not have the feature at all. */
  | "unavailable"
  /** The person (or the system) refused the permission. */
  | "denied"
  /** The feature exists and was allowed, but did not work this time. */
  | "failed";

export class NativeError extends Error {
  constructor(
    readonly reason: NativeFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "NativeError";
  }
}

/** SPEC §9: camera quality 90. */
export const PHOTO_QUALITY = 90;
/** SPEC §9: high accuracy, 10 s timeout; on the web a position up to 5 minutes old will do. */
const NATIVE_POSITION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000 };
export const WEB_POSITION_OPTIONS: PositionOptions = { ...NATIVE_POSITION_OPTIONS, maximumAge: 5 * 60_000 };
/** How long to wait for the push service to hand out a device token. */
const PUSH_REGISTRATION_MS = 15_000;

const isNative = () => platform() !== "web";

/**
 * One photo from the camera. Natively the camera opens; on the web a file chooser that phones
 * open on the camera (capture="environment"). Must be called from a click: browsers only open a
 * file chooser in answer to one.
 */
export function takePhoto(): Promise<File> {
  return isNative() ? nativePhoto() : chooseWebPhoto();
}

function chooseWebPhoto(): Promise<File> {
  return new Promise((resolve, reject) => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = "image/*";
    input.setAttribute("capture", "environment");
    input.hidden = true;
    const settle = (file: File | undefined) => {
      input.remove();
      if (file) resolve(file);
      else reject(new NativeError("no-photo", "No photo was chosen"));
    };
    input.addEventListener("change", () => settle(input.files?.[0]), { once: true });
    input.addEventListener("cancel", () => settle(undefined), { once: true });
    document.body.append(input);
    try {
      input.click();
    } catch (error) {
      input.remove();
      reject(new NativeError("failed", "The file chooser could not open", { cause: error }));
    }
  });
}

async function nativePhoto(): Promise<File> {
  const { Camera, CameraResultType, CameraSource } = await import("@capacitor/camera");
  let photo: Awaited<ReturnType<typeof Camera.getPhoto>>;
  try {
    photo = await Camera.getPhoto({
      quality: PHOTO_QUALITY,
      resultType: CameraResultType.Uri,
      source: CameraSource.Camera,
      correctOrientation: true,
    });
  } catch (error) {
    if (/cancel/i.test(messageOf(error))) throw new NativeError("no-photo", "No photo was taken");
    throw new NativeError("failed", "The camera could not be used", { cause: error });
  }
  if (!photo.webPath) throw new NativeError("failed", "The camera returned no photo");
  try {
    const blob = await (await fetch(photo.webPath)).blob();
    const type = blob.type || `image/${photo.format}`;
    return new File([blob], `photo-${Date.now()}.${photo.format}`, { type });
  } catch (error) {
    throw new NativeError("failed", "The photo could not be read", { cause: error });
  }
}

export type DevicePosition = { latitude: number; longitude: number; accuracy: number };

/** The device's position now (SPEC §9's options). */
export async function currentPosition(): Promise<DevicePosition> {
  if (isNative()) {
    const { Geolocation } = await import("@capacitor/geolocation");
    try {
      const { coords } = await Geolocation.getCurrentPosition(NATIVE_POSITION_OPTIONS);
      return { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
    } catch (error) {
      // The plugin's codes: 0003 permission denied, 0008 location use restricted (iOS).
      const code = (error as { code?: string })?.code ?? "";
      const denied = /GLOC-000[38]$/.test(code);
      throw new NativeError(denied ? "denied" : "failed", messageOf(error), { cause: error });
    }
  }
  if (!("geolocation" in navigator)) throw new NativeError("unavailable", "Geolocation is not supported");
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) =>
        reject(
          new NativeError(error.code === error.PERMISSION_DENIED ? "denied" : "failed", error.message, {
            cause: error,
          }),
        ),
      WEB_POSITION_OPTIONS,
    );
  });
}

/**
 * Asks for permission to send push notifications and registers the device; resolves with its
 * push token. Only the native app can (SPEC §5). `ask: false` never asks (renewing a registration
 * at start): without the permission it fails as denied.
 */
export async function enablePush({ ask = true }: { ask?: boolean } = {}): Promise<string> {
  if (!isNative()) throw new NativeError("unavailable", "Push notifications need the native app");
  const { PushNotifications } = await import("@capacitor/push-notifications");
  let permission: string;
  try {
    let status = await PushNotifications.checkPermissions();
    if (ask && status.receive.startsWith("prompt")) status = await PushNotifications.requestPermissions();
    permission = status.receive;
  } catch (error) {
    throw new NativeError("failed", "Push permission could not be asked", { cause: error });
  }
  if (permission !== "granted") throw new NativeError("denied", "Push notifications were not allowed");

  const listeners: Promise<{ remove: () => Promise<void> }>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const fail = (cause: unknown) =>
        reject(new NativeError("failed", "The device could not register for push", { cause }));
      listeners.push(PushNotifications.addListener("registration", (token) => resolve(token.value)));
      listeners.push(PushNotifications.addListener("registrationError", fail));
      timer = setTimeout(() => fail(new Error("timed out")), PUSH_REGISTRATION_MS);
      PushNotifications.register().catch(fail);
    });
  } finally {
    clearTimeout(timer);
    await Promise.all(listeners.map(async (listener) => (await listener).remove()));
  }
}

/** A short buzz: a haptic tap natively, navigator.vibrate(pattern) on the web. */
export async function vibrate(pattern: number | number[] = 200): Promise<void> {
  if (!isNative()) {
    // Checked and called before any await, while the click still counts as the person's action.
    if (typeof navigator.vibrate !== "function" || !navigator.vibrate(pattern)) {
      throw new NativeError("unavailable", "Vibration is not supported");
    }
    return;
  }
  const { Haptics, ImpactStyle } = await import("@capacitor/haptics");
  try {
    await Haptics.impact({ style: ImpactStyle.Medium });
  } catch (error) {
    throw new NativeError("unavailable", "Haptics are not available", { cause: error });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
