import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { type SandboxOptions, sandboxPlugin } from "../features/payments/sandbox";
import { sameOriginWritesPlugin } from "../plugins/same-origin-writes";
import { securityHeadersPlugin } from "../plugins/security-headers";

export const SANDBOX_KHALTI_KEY = "test_sandbox_key_0123456789abcdef";

/**
 * The sandbox listening on loopback behind the app's own write guard and headers, as the app
 * mounts it: the adapters talk to it over real HTTP, and a test plays the browser.
 */
export async function startSandbox(options: Partial<SandboxOptions> = {}) {
  const app = Fastify({ logger: false });
  await app.register(securityHeadersPlugin, { scriptHashes: [] });
  await app.register(sameOriginWritesPlugin, { allowedOrigins: [] });
  await app.register(sandboxPlugin, { khaltiKey: SANDBOX_KHALTI_KEY, ...options });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { origin, close: () => app.close() };
}

/** A browser's form post (urlencoded, from `origin` when given), its redirect not followed. */
export function postForm(url: string, fields: Record<string, string>, origin?: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Where a redirect sends the browser, as an absolute URL. */
export function locationOf(response: Response): string {
  const location = response.headers.get("location");
  if (response.status !== 303 || !location)
    throw new Error(`expected a 303 redirect, got ${response.status}`);
  return new URL(location, response.url).href;
}

/** The page's form: where it posts and its hidden fields, with the button pressed. */
export function pressButton(
  html: string,
  button: "pay" | "cancel",
): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error("the page has no form");
  if (!html.includes(`name="action" value="${button}"`)) throw new Error(`the page has no ${button} button`);
  const fields: Record<string, string> = { action: button };
  for (const [, name = "", value = ""] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[name] = value;
  }
  return { action, fields };
}

/**
 * The customer on the gateway's pay page: opens it, presses Pay or Cancel there (a post from the
 * page's own origin, as a browser sends it), and is sent back: the URL they land on.
 */
export async function payOnPage(payPageUrl: string, button: "pay" | "cancel"): Promise<string> {
  const page = await fetch(payPageUrl);
  if (page.status !== 200) throw new Error(`the pay page answered ${page.status}`);
  const { action, fields } = pressButton(await page.text(), button);
  const pageOrigin = new URL(payPageUrl).origin;
  return locationOf(await postForm(new URL(action, pageOrigin).href, fields, pageOrigin));
}
