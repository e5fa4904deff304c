/**
 * The page a cold load lands on starts downloading as the app starts, alongside the request for the
 * signed-in user that the router waits for (instead of after it). The same imports as pages.ts, so
 * the router's lazy page then finds its module ready.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>> = {
  // "/" is the landing page for visitors (most cold loads); signed-in users get theirs a moment later.
  "": () => import("@/features/landing/landing-page"),
  professionals: () => import("@/features/professionals/professionals-page"),
  jobs: () => import("@/app/routes/jobs-page"),
  marketplace: () => import("@/features/shop/marketplace-page"),
  training: () => import("@/features/training/training-page"),
  login: () => import("@/features/auth/login-page"),
};

export function preloadRoute(pathname: string): void {
  const [, first = ""] = pathname.split("/");
  const exact = pathname.split("/").filter(Boolean).length <= 1;
  if (exact) void FIRST_PAGES[first]?.().catch(() => undefined);
}
