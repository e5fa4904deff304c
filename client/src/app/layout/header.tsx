import type { CurrentUser } from "@domain/auth/user";
import { Plus } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SearchForm } from "@/components/search/search-form";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MessagesButton } from "@/features/messages/messages-button";
import { CartButton } from "@/features/shop/cart-button";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { DesktopNav } from "./desktop-nav";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ThemeIcon } from "./theme-icons";

// The dropdown code (Radix menu, floating-ui) is not needed for the first paint: the menus mount
// when the browser is idle, in place of placeholders of the same size.
const ThemeMenu = lazyWhenIdle(() => import("./theme-menu").then((m) => ({ default: m.ThemeMenu })));
const UserMenu = lazyWhenIdle(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

export function Header({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const idle = useIdle();
  const themePlaceholder = (
    <Button variant="ghost" size="icon" disabled aria-label={t("theme.label")}>
      <ThemeIcon />
    </Button>
  );
  const avatarPlaceholder = <Skeleton className="size-9 rounded-full" />;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        <MobileMenu role={user?.role} />
        <Logo />
        <SearchForm variant="header" className="mx-auto hidden w-full max-w-xl md:flex" />
        <div className="ml-auto flex items-center gap-1.5 md:ml-0">
          <div className="hidden items-center gap-1.5 md:flex">
            {idle ? (
              <Suspense fallback={themePlaceholder}>
                <ThemeMenu />
              </Suspense>
            ) : (
              themePlaceholder
            )}
            <LanguageToggle />
          </div>
          <CartButton signedIn={Boolean(user)} />
          {user ? (
            <>
              <Button asChild size="sm" className="max-lg:w-9 max-lg:px-0">
                <Link href="/post-job">
                  <Plus aria-hidden="true" />
                  <span className="max-lg:sr-only">{t("header.postJob")}</span>
                </Link>
              </Button>
              <MessagesButton />
              {idle ? (
                <Suspense fallback={avatarPlaceholder}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                avatarPlaceholder
              )}
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
