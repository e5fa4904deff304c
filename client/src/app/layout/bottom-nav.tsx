import type { UserRole } from "@domain/auth/user";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { bottomLinks, isActivePath } from "./nav-links";
import { useHiddenOnScrollDown } from "./use-scroll";

/** Fixed bottom navigation on phones; slides away while scrolling down past 50 px. */
export function BottomNav({ role }: { role: UserRole | undefined }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const hidden = useHiddenOnScrollDown();
  return (
    <nav
      aria-label={t("nav.quick")}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-200 md:hidden",
        hidden && "translate-y-full",
      )}
    >
      <ul className="grid grid-cols-5">
        {bottomLinks(role).map(({ href, label, icon: Icon, exact }) => {
          const active = isActivePath({ href, exact }, path);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-16 flex-col items-center justify-center gap-1 font-medium text-[11px] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  active ? "text-primary" : "text-muted-foreground",
                )}
              >
                <Icon className={cn("size-5", active && "stroke-[2.5]")} aria-hidden="true" />
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
