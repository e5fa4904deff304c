import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { loopbackOrigin } from "../../loopback";
import { smsSandboxGateway } from "./sandbox";
import { createSmsSender, type SmsSender } from "./sender";
import { sparrowSms } from "./sparrow";

/**
 * The app's one SMS sender: through Sparrow SMS when its credentials are set, else through Sipalu's
 * own sandbox of it, which this server serves and calls over loopback (the same HTTP either way).
 */
export function appSmsSender(
  app: FastifyInstance,
  options: { db: Db; settings: Partial<Config["sms"]> | undefined; now?: () => Date },
): SmsSender {
  const gateway = options.settings?.sparrow
    ? sparrowSms(options.settings.sparrow)
    : smsSandboxGateway(loopbackOrigin(app));
  return createSmsSender({
    db: options.db,
    gateway,
    dailyCap: options.settings?.dailyCap,
    now: options.now,
    log: app.log,
  });
}
