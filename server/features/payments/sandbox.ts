import type { FastifyInstance } from "fastify";
import { esewaSandbox } from "./esewa-sandbox";
import { KHALTI_EXPIRY_MS, khaltiSandbox } from "./khalti-sandbox";
import { acceptForms } from "./sandbox-http";

export type SandboxOptions = {
  /** The key the Khalti sandbox's API takes: `Authorization: Key <khaltiKey>`. */
  khaltiKey: string;
  /**
   * The app's public origin (PUBLIC_ORIGIN): Khalti's payment_url starts with it. Without it,
   * payment_url is a path, which the browser opens on the origin it is on.
   */
  publicOrigin?: string;
  /** How long a Khalti payment link lasts; Khalti's is 60 minutes. */
  khaltiExpiryMs?: number;
  /** The sandbox's clock (tests move it to expire a payment). */
  now?: () => Date;
  /** How many payments each gateway's sandbox remembers, the oldest forgotten first. */
  capacity?: number;
};

/** Payments each sandbox remembers: plenty for development, little memory. */
const DEFAULT_CAPACITY = 1000;

/**
 * Sipalu's sandbox of eSewa and Khalti, for a server with no merchant credentials: the gateways'
 * own endpoint paths below /sandbox/esewa and /sandbox/khalti, their published request and answer
 * shapes, and pay pages with Pay and Cancel. It keeps its payments in memory (see sandbox-store.ts):
 * a development tool, not a gateway. Registered as an encapsulated plugin, so its form parser
 * stays its own.
 */
export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  if (!options.khaltiKey) throw new Error("the sandbox needs a Khalti key");
  const context = {
    publicOrigin: options.publicOrigin,
    now: options.now ?? (() => new Date()),
    capacity: options.capacity ?? DEFAULT_CAPACITY,
  };
  // Not Sipalu's API: its routes stay out of the API's OpenAPI document.
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  acceptForms(app);
  esewaSandbox(app, context);
  khaltiSandbox(app, {
    ...context,
    key: options.khaltiKey,
    expiryMs: options.khaltiExpiryMs ?? KHALTI_EXPIRY_MS,
  });
}
