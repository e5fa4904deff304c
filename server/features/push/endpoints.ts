/**
 * The push services Sipalu sends to: Chrome's and Android's (FCM), Firefox's, Safari's and Edge's.
 * A subscription's endpoint must be one of these, so a subscription cannot make the server call
 * anything else; PUSH_ENDPOINT_ALLOW adds hosts (a test's local endpoint). A leading dot: any
 * subdomain.
 */
export const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

const matches = (host: string, rule: string) =>
  rule.startsWith(".") ? host.endsWith(rule) && host.length > rule.length : host === rule;

/**
 * Whether an endpoint may be pushed to: https on its default port to a known push service, or a
 * host added by configuration (http allowed there, any port). Never with a user name or password.
 */
export function pushEndpointAllowed(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.some((extra) => extra.toLowerCase() === host))
    return url.protocol === "https:" || url.protocol === "http:";
  return url.protocol === "https:" && url.port === "" && KNOWN_PUSH_HOSTS.some((rule) => matches(host, rule));
}
