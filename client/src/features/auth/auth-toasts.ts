import { toastAcrossReload } from "@/lib/use-toast";

/** SPEC §8: after a successful login, a full redirect to / after about 100 ms. */
export const AFTER_LOGIN_REDIRECT_MS = 100;

/** The success toast (kept across the reload so it is actually seen), then the full redirect to /. */
export function welcomeAndGoHome(title: string, description: string): void {
  toastAcrossReload({ title, description, variant: "success" });
  setTimeout(() => window.location.assign("/"), AFTER_LOGIN_REDIRECT_MS);
}
