import type { CurrentUser } from "@domain/auth/user";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BottomNav } from "./bottom-nav";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileSearch } from "./mobile-search";

/** Skip link, header, mobile search, the page, footer and the phone's bottom nav. */
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
      <MobileSearch />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps as a page loads. */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        {children}
      </main>
      <Footer />
      <BottomNav role={user?.role} />
    </div>
  );
}
