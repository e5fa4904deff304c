import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { sweepEvery } from "../../lib/interval-sweep";
import { loopbackOrigin } from "../../loopback";
import { deliverDueSms } from "./dispatch";
import { smsSandboxPlugin } from "./sandbox";
import type { SmsSender } from "./sender";

export type SmsOptions = {
  db: Db;
  /** Sparrow SMS's account (none: Sipalu's sandbox of it, served here). */
  sms?: Partial<Config["sms"]>;
  /** The app's one sender (app-sender.ts): codes and notifications share each phone's daily cap. */
  sender: SmsSender;
  /** Where an SMS's links point (PUBLIC_ORIGIN); this server's own address when unset. */
  publicOrigin?: string;
  now?: () => Date;
  /** How often due notifications go out by SMS (ms; 0 = off; every 5 s by default). */
  sweepMs?: number;
};

/**
 * SMS (issue 20): through Sparrow SMS, or with no account set through Sipalu's sandbox of it
 * (served here, at /sandbox/sms); and the sweep that sends notifications marked for SMS.
 */
export const smsRoutes: FastifyPluginAsync<SmsOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const sparrow = options.sms?.sparrow;
  if (!sparrow) await app.register(smsSandboxPlugin, { now: options.now });
  const origin = options.publicOrigin ? () => options.publicOrigin as string : loopbackOrigin(app);
  sweepEvery(app, options.sweepMs ?? 5000, "sending SMS", () =>
    deliverDueSms(options.db, options.sender, now(), origin()),
  );
};
