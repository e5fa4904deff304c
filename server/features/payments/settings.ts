import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { ESEWA_FORM_PATH, ESEWA_STATUS_PATH, type EsewaGatewayOptions } from "./esewa";
import { ESEWA_SANDBOX_PREFIX } from "./esewa-sandbox";
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY } from "./esewa-signature";
import type { UrlSource } from "./gateway-http";
import { ESEWA_URLS, KHALTI_URLS } from "./gateway-urls";
import type { KhaltiGatewayOptions } from "./khalti";
import { KHALTI_SANDBOX_PREFIX } from "./khalti-sandbox";
import type { SandboxOptions } from "./sandbox";

export type EsewaSettings = Omit<EsewaGatewayOptions, "fetch" | "timeoutMs"> & { sandbox: boolean };
export type KhaltiSettings = Omit<KhaltiGatewayOptions, "fetch" | "timeoutMs"> & { sandbox: boolean };

export type PaymentGatewaySettings = {
  esewa: EsewaSettings;
  khalti: KhaltiSettings;
  /** The sandbox plugin's options when a gateway has no merchant credentials; null: do not mount it. */
  sandbox: SandboxOptions | null;
};

/** No merchant account for either gateway: both go to the sandbox (tests, and a fresh `npm start`). */
export const NO_MERCHANT_ACCOUNTS: Pick<Config, "esewa" | "khalti"> = {
  esewa: { productCode: undefined, secretKey: undefined, ...ESEWA_URLS.production },
  khalti: { secretKey: undefined, baseUrl: KHALTI_URLS.production },
};

/**
 * Each gateway's settings: its merchant account when configured, else Sipalu's sandbox of it on
 * this server. The server calls the sandbox's APIs at `listenOrigin` (its own loopback address,
 * e.g. loopbackOrigin(app)); the browser opens the sandbox's pages by path, on whatever origin it
 * is on. The Khalti sandbox's key is random per process unless one is given.
 */
export function paymentGatewaysConfig(
  config: Pick<Config, "esewa" | "khalti" | "publicOrigin">,
  listenOrigin: UrlSource,
  sandboxKhaltiKey = randomBytes(24).toString("hex"),
): PaymentGatewaySettings {
  const at = (path: string) => () =>
    `${typeof listenOrigin === "function" ? listenOrigin() : listenOrigin}${path}`;
  const { productCode, secretKey } = config.esewa;
  const esewa: EsewaSettings =
    productCode && secretKey
      ? {
          sandbox: false,
          productCode,
          secretKey,
          formUrl: config.esewa.formUrl,
          statusUrl: config.esewa.statusUrl,
        }
      : {
          sandbox: true,
          productCode: ESEWA_TEST_PRODUCT_CODE,
          secretKey: ESEWA_TEST_SECRET_KEY,
          formUrl: `${ESEWA_SANDBOX_PREFIX}${ESEWA_FORM_PATH}`,
          statusUrl: at(`${ESEWA_SANDBOX_PREFIX}${ESEWA_STATUS_PATH}`),
        };
  const khalti: KhaltiSettings = config.khalti.secretKey
    ? { sandbox: false, secretKey: config.khalti.secretKey, baseUrl: config.khalti.baseUrl }
    : { sandbox: true, secretKey: sandboxKhaltiKey, baseUrl: at(KHALTI_SANDBOX_PREFIX) };
  const sandbox =
    esewa.sandbox || khalti.sandbox
      ? { khaltiKey: sandboxKhaltiKey, publicOrigin: config.publicOrigin }
      : null;
  return { esewa, khalti, sandbox };
}

export { loopbackOrigin } from "../../loopback";
