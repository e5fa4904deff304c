import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";

const SECTIONS = [
  { href: "/admin", label: "admin.nav.overview" },
  { href: "/admin/verifications", label: "admin.nav.verifications" },
  { href: "/admin/users", label: "admin.nav.users" },
] as const;

/** The admin pages' frame: a title, the three sections as links, then the page. */
export function AdminLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <nav aria-label={t("admin.nav.label")} className="overflow-x-auto">
        <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {SECTIONS.map(({ href, label }) => {
            const active = path === href;
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center whitespace-nowrap rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    active
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h1 className="mt-6 font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{subtitle}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
