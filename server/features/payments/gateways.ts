import { createEsewaGateway } from "./esewa";
import type { Gateway } from "./gateway";
import type { Fetch } from "./gateway-http";
import { createKhaltiGateway } from "./khalti";
import type { PaymentGatewaySettings } from "./settings";

/** Both gateways, to their merchant accounts or to the sandbox, as the settings say. */
export function createGateways(
  settings: Pick<PaymentGatewaySettings, "esewa" | "khalti">,
  fetchImpl?: Fetch,
): { esewa: Gateway; khalti: Gateway } {
  return {
    esewa: createEsewaGateway({ ...settings.esewa, fetch: fetchImpl }),
    khalti: createKhaltiGateway({ ...settings.khalti, fetch: fetchImpl }),
  };
}
