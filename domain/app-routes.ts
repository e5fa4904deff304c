// The app's pages by path, shared by the client's router (client/src/app/router.tsx, kept in step
// by app-routes.test.ts) and the server, which answers any other page path with 404 (still sending
// the app, which shows its "404 Page Not Found"). Without zod: the first page load reads it.

/** Each page's name: its title and description are `pages.<name>` in the locale files. */
export const APP_ROUTES = [
  { path: "/", page: "home" },
  { path: "/login", page: "login" },
  { path: "/professionals", page: "professionals" },
  { path: "/marketplace", page: "marketplace" },
  { path: "/marketplace/:id", page: "product" },
  { path: "/cart", page: "cart" },
  { path: "/checkout", page: "checkout" },
  { path: "/orders", page: "orders" },
  { path: "/orders/:id", page: "order" },
  { path: "/training", page: "training" },
  { path: "/training/:id", page: "course" },
  { path: "/mobile-features", page: "mobileFeatures" },
  { path: "/jobs", page: "jobs" },
  { path: "/instant-help", page: "instantHelp" },
  { path: "/dashboard", page: "dashboard" },
  { path: "/jobs-hub", page: "jobsHub" },
  { path: "/available-bids", page: "availableBids" },
  { path: "/service-area", page: "serviceArea" },
  { path: "/get-verified", page: "getVerified" },
  { path: "/earnings", page: "earnings" },
  { path: "/post-job", page: "postJob" },
  { path: "/book/:id", page: "book" },
  { path: "/calendar", page: "calendar" },
  { path: "/profile", page: "profile" },
  { path: "/messages", page: "messages" },
  { path: "/notifications", page: "notifications" },
  { path: "/admin", page: "admin" },
  { path: "/admin/verifications", page: "adminVerifications" },
  { path: "/admin/orders", page: "adminOrders" },
  { path: "/admin/users", page: "adminUsers" },
  { path: "/admin/payouts", page: "adminPayouts" },
  { path: "/admin/disputes", page: "adminDisputes" },
] as const;

export type AppPage = (typeof APP_ROUTES)[number]["page"] | "landing" | "notFound";

/**
 * How "/" is titled for who is looking: the landing page for visitors, the dashboard for
 * professionals, the admin overview for admins (sent on to /admin), the customer home for everyone
 * else (SPEC §2).
 */
export function homePageFor(role: string | null | undefined): AppPage {
  if (!role) return "landing";
  if (role === "admin") return "admin";
  return role === "professional" ? "dashboard" : "home";
}

/**
 * The page a path shows, matched as the client's router (wouter) matches: a parameter is one
 * non-empty segment, letters in any case, one trailing slash allowed. Null: not a page of the app.
 */
export function appPageAt(pathname: string): (typeof APP_ROUTES)[number]["page"] | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const segments = path.split("/");
  for (const route of APP_ROUTES) {
    const pattern = route.path.split("/");
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      return part.startsWith(":") ? segment.length > 0 : part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return route.page;
  }
  return null;
}
