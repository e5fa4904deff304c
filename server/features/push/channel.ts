import type { NotificationKind } from "../../../domain/notifications/rules";
import type { PushLanguage } from "./words";

/** Whether a push was taken: `gone` when the service says the device is no more (its row is deleted). */
export type PushOutcome = "sent" | "gone" | "failed";

/** One due notification as every device is told of it, in that device's language. */
export type DuePush = {
  /** The notification's id (the tag that keeps one notification one on a device). */
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where tapping it leads in the app. */
  link: string;
  now: Date;
};

/**
 * One way pushes reach people's devices (Web Push to browsers, FCM to the app): the devices of these
 * people, how one push goes to one of them, and how the ones the service called gone are forgotten.
 */
export type PushChannel<Device extends { id: string; userId: string; language: PushLanguage }> = {
  devices: (userIds: string[]) => Promise<Device[]>;
  send: (device: Device, push: DuePush) => Promise<PushOutcome>;
  forget: (ids: string[]) => Promise<unknown>;
};

/** An instant request is over within minutes; anything else may wait a day for a phone to come online. */
export const ttlOf = (kind: NotificationKind) => (kind === "instant" ? 5 * 60 : 24 * 60 * 60);
/** What someone must act on soon wakes the phone; the rest may wait for its next moment awake. */
export const urgentKind = (kind: NotificationKind) => kind === "instant" || kind === "bookings";
