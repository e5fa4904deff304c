/**
 * A payment gateway as the payments feature sees it: eSewa (ePay v2) and Khalti (KPG-2) are adapters
 * behind this one interface, each speaking its published protocol over HTTP, to the real gateway or
 * to Sipalu's sandbox of it. What a browser brings back from a gateway is only a hint of which
 * payment to ask about: `status` (the gateway's status API) is the truth.
 */
export type GatewayProvider = "esewa" | "khalti";

/** Where to send the customer's browser: eSewa's form (POSTed by the browser) or Khalti's payment page. */
export type GatewayRedirect =
  | { method: "POST"; url: string; fields: Record<string, string> }
  | { method: "GET"; url: string };

export type GatewayCheckout = {
  /** The gateway's name for this payment: eSewa's transaction_uuid, Khalti's pidx. */
  gatewayRef: string;
  redirect: GatewayRedirect;
};

/**
 * A payment's state at the gateway, by its status API:
 * completed (paid in full), pending (started, not finished), cancelled (the customer cancelled),
 * expired, refunded (fully or partly), failed (anything else, e.g. AMBIGUOUS), not_found.
 */
export type GatewayState =
  | "completed"
  | "pending"
  | "cancelled"
  | "expired"
  | "refunded"
  | "failed"
  | "not_found";

export type GatewayStatus = {
  state: GatewayState;
  /** The amount the gateway says was paid (paisa), when it says. */
  amountPaisa: number | null;
  /** The gateway's transaction id once paid (eSewa's ref_id / transaction_code, Khalti's transaction_id). */
  transactionId: string | null;
};

export type StartInput = {
  /** Sipalu's payment id: eSewa's transaction_uuid prefix, Khalti's purchase_order_id. */
  paymentId: string;
  amountPaisa: number;
  /** What the customer sees at the gateway (e.g. the job's title), at most 100 characters. */
  purchaseName: string;
  /** Absolute URLs of Sipalu's return routes for this payment. */
  successUrl: string;
  failureUrl: string;
  /** The website's origin Khalti asks for (website_url). */
  websiteUrl: string;
  customer?: { name: string; email?: string; phone?: string };
};

export interface Gateway {
  readonly provider: GatewayProvider;
  /** Registers the payment with the gateway (Khalti: initiate) or signs its form (eSewa). */
  start(input: StartInput): Promise<GatewayCheckout>;
  /**
   * Reads a return redirect's query: which payment it claims to be about (eSewa: the signed
   * `data`, its signature checked in constant time; Khalti: `pidx`), or null when it is malformed or
   * forged. Never a proof of payment.
   */
  readReturn(query: Record<string, unknown>): { gatewayRef: string } | null;
  /** Asks the gateway's status API about a payment it knows by `gatewayRef`. */
  status(input: { gatewayRef: string; amountPaisa: number }): Promise<GatewayStatus>;
  /**
   * Gives money back through the gateway when it can (Khalti's refund API): true when refunded,
   * false when the gateway refused (already refunded, more than is left, no such transaction);
   * throws when the gateway could not be asked (then whether it refunded is unknown: look up
   * `status` before refunding again). `amountPaisa` equal to `fullAmountPaisa` is a full refund.
   * eSewa has no merchant refund API: it answers false and an admin settles the refund by hand.
   */
  refund(input: {
    gatewayRef: string;
    transactionId: string;
    amountPaisa: number;
    fullAmountPaisa: number;
  }): Promise<boolean>;
}
