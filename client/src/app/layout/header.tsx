import type { CurrentUser } from "@domain/auth/user";
import { Plus } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SearchForm } from "@/components/search/search-form";
import { Button } from "@/components/ui/button";
import { MessagesButton } from "@/features/messages/messages-button";
import { NotificationsButton } from "@/features/notifications/notifications-button";
import { lazyWhenIdle } from "@/lib/idle";
import { CartLink } from "./cart-link";
import { DeferredMenu } from "./deferred-menu";
import { DesktopNav } from "./desktop-nav";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ThemeButton } from "./theme-icons";
import { UserMenuButton } from "./user-menu-button";

// The dropdown code (Radix menu, floating-ui) is not needed for the first paint: it is fetched when
// the browser is idle, and the menus mount on first use in place of look-alike buttons.
const ThemeMenu = lazyWhenIdle(() => import("./theme-menu").then((m) => ({ default: m.ThemeMenu })));
const UserMenu = lazyWhenIdle(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

// The cart's count and the merge of a visitor's cart after sign-in come when the browser is idle
// (or with a shop page, which loads them anyway): until then a plain link to the cart stands in.
const CartButton = lazyWhenIdle(() =>
  import("@/features/shop/cart-button").then((m) => ({ default: m.CartButton })),
);

export function Header({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 max-[379px]:gap-1.5 max-[379px]:px-3 lg:gap-4">
        <MobileMenu role={user?.role} />
        <Logo />
        <SearchForm variant="header" className="mx-auto hidden w-full max-w-xl md:flex" />
        {/* On the narrowest phones a signed-in header holds seven controls: they sit closer. */}
        <div className="ml-auto flex items-center gap-1.5 max-[379px]:gap-0.5 md:ml-0">
          <div className="hidden items-center gap-1.5 md:flex">
            <DeferredMenu preload={ThemeMenu.preload} standIn={(props) => <ThemeButton {...props} />}>
              <ThemeMenu defaultOpen />
            </DeferredMenu>
            <LanguageToggle />
          </div>
          <Suspense fallback={<CartLink />}>
            <CartButton signedIn={Boolean(user)} />
          </Suspense>
          {user ? (
            <>
              {/* Admins run the marketplace; posting jobs is for customers (and professionals). */}
              {user.role !== "admin" && (
                <Button asChild size="sm" className="max-lg:w-9 max-lg:px-0">
                  <Link href="/post-job">
                    <Plus aria-hidden="true" />
                    <span className="max-lg:sr-only">{t("header.postJob")}</span>
                  </Link>
                </Button>
              )}
              <MessagesButton />
              <NotificationsButton />
              <DeferredMenu
                preload={UserMenu.preload}
                standIn={(props) => <UserMenuButton user={user} {...props} />}
              >
                <UserMenu user={user} defaultOpen />
              </DeferredMenu>
            </>
          ) : (
            <>
              {/* Tighter on the narrowest phones, where the cart button sits beside them. */}
              <Button asChild variant="ghost" size="sm" className="max-[379px]:px-2">
                <Link href="/login">{t("header.signIn")}</Link>
              </Button>
              <Button asChild size="sm" className="max-[379px]:px-2">
                <Link href="/login?mode=signup">{t("header.signUp")}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
      <DesktopNav role={user?.role} />
    </header>
  );
}
