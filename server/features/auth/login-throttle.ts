/**
 * Counts failed logins per IP and per IP + email in fixed windows, so guessing is slow while people
 * who type their password right are never held up. In memory: each instance counts its own share.
 */
export type LoginThrottle = {
  /** Seconds to wait when the key has failed too often, else 0. */
  retryAfter: (ip: string, email: string) => number;
  recordFailure: (ip: string, email: string) => void;
  recordSuccess: (ip: string, email: string) => void;
};

type Window = { count: number; resetAt: number };
export type ThrottleLimits = { perEmail: number; perIp: number; windowMs: number };

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perEmail: 5, perIp: 30, windowMs: 15 * 60 * 1000 };

export function createLoginThrottle(limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  const windows = new Map<string, Window>();

  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    windows.delete(key);
    return undefined;
  };
  const bump = (key: string, now: number) => {
    const window = live(key, now) ?? { count: 0, resetAt: now + limits.windowMs };
    window.count += 1;
    windows.set(key, window);
  };
  const keys = (ip: string, email: string) => [`ip:${ip}`, `email:${ip}:${email.toLowerCase()}`] as const;

  return {
    retryAfter(ip, email) {
      const now = Date.now();
      const [ipKey, emailKey] = keys(ip, email);
      const blocked = [
        [live(ipKey, now), limits.perIp],
        [live(emailKey, now), limits.perEmail],
      ] as const;
      const waits = blocked
        .filter(([window, max]) => window && window.count >= max)
        .map(([window]) => Math.ceil(((window?.resetAt ?? now) - now) / 1000));
      if (windows.size > 100_000) windows.clear(); // bounded memory under a flood of distinct keys
      return waits.length ? Math.max(...waits) : 0;
    },
    recordFailure(ip, email) {
      const now = Date.now();
      for (const key of keys(ip, email)) bump(key, now);
    },
    recordSuccess(ip, email) {
      windows.delete(keys(ip, email)[1]);
    },
  };
}
