/**
 * Sparrow SMS, a Nepali SMS gateway, by its published HTTP API (v2): POST {base}/sms/ with the
 * form fields token, from (the sender identity it gave), to (10-digit mobile numbers) and text;
 * success is HTTP 200 with `response_code: 200`; refusals are 403 with codes 1000-1013
 * ("Invalid Token", "Invalid Receiver", "No Credits Available"...).
 */
/** `baseUrl` may be read late: the sandbox's is this server's own address, known once it listens. */
export type SparrowSettings = { baseUrl: string | (() => string); token: string; from: string };

export type SmsGateway = { send: (to: string, text: string) => Promise<void> };

export class SmsRefused extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

/** "+9779841234567" → "9841234567", the form Sparrow's `to` takes. */
export const tenDigits = (e164: string) => e164.replace(/^\+977/, "");

export function sparrowSms(settings: SparrowSettings, fetcher: typeof fetch = fetch): SmsGateway {
  return {
    async send(to, text) {
      const base = typeof settings.baseUrl === "function" ? settings.baseUrl() : settings.baseUrl;
      const response = await fetcher(`${base.replace(/\/+$/, "")}/sms/`, {
        method: "POST",
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: settings.token, from: settings.from, to: tenDigits(to), text }),
      });
      const answer = (await response.json().catch(() => null)) as {
        response_code?: number;
        response?: string;
      } | null;
      if (response.status !== 200 || answer?.response_code !== 200) {
        throw new SmsRefused(
          answer?.response_code ?? response.status,
          answer?.response ?? `HTTP ${response.status}`,
        );
      }
    },
  };
}
