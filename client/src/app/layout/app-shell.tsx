import type { CurrentUser } from "@domain/auth/user";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { OfflineNotice } from "@/components/offline-notice";
import { lazyWhenIdle } from "@/lib/idle";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";
import { MobileSearch } from "./mobile-search";

// The footer starts below the fold (main is at least a screen tall): it comes when the browser is
// idle, out of the first load that a 3G phone waits for.
const Footer = lazyWhenIdle(() => import("./footer").then((m) => ({ default: m.Footer })));

/** Skip link, header, the offline notice, mobile search, the page, footer and the phone's bottom nav. */
export function AppShell({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        {t("app.skipToContent")}
      </a>
      <Header user={user} />
      <OfflineNotice />
      <MobileSearch />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps as a page loads. */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomNav role={user?.role} />
    </div>
  );
}
