import type { UserRole } from "@domain/auth/user";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { LanguageToggle } from "./language-toggle";
import { MenuButton } from "./mobile-menu";
import { headerLinks, isActivePath } from "./nav-links";
import { ThemeChoice } from "./theme-choice";

type Props = { role: UserRole | undefined; open: boolean; onOpenChange: (open: boolean) => void };

/** The hamburger menu (< md): the role's links, theme and language. Loaded by MobileMenu. */
export function MobileMenuSheet({ role, open, onOpenChange: setOpen }: Props) {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton label={t("nav.openMenu")} />
      </SheetTrigger>
      <SheetContent closeLabel={t("common.close")}>
        <SheetTitle>{t("nav.menuTitle")}</SheetTitle>
        <SheetDescription className="sr-only">{t("nav.menuDescription")}</SheetDescription>
        <nav aria-label={t("nav.main")}>
          <ul className="grid gap-1">
            {headerLinks(role).map(({ href, label, icon: Icon, exact }) => {
              const active = isActivePath({ href, exact }, path);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={() => setOpen(false)}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex h-11 items-center gap-3 rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active ? "bg-primary/10 text-primary" : "hover:bg-accent",
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    <span className="flex-1">{t(label)}</span>
                    {active && (
                      <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-[11px] text-primary-foreground">
                        {t("nav.currentPage")}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto grid gap-4 border-t pt-4">
          <ThemeChoice />
          <LanguageToggle />
        </div>
      </SheetContent>
    </Sheet>
  );
}
