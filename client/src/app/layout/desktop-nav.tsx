import type { UserRole } from "@domain/auth/user";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { headerLinks, isActivePath } from "./nav-links";

export function DesktopNav({ role }: { role: UserRole | undefined }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav aria-label={t("nav.main")} className="hidden border-t md:block">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
        {headerLinks(role).map(({ href, label, exact }) => {
          const active = isActivePath({ href, exact }, path);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-mb-px flex h-11 items-center whitespace-nowrap border-b-2 px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  active
                    ? "border-primary text-primary"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )}
              >
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
