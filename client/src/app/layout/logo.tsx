import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";

/** The Sipalu mark: a Himalayan peak on flag crimson with the sun of Nepal's flag. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M4 24 12.5 11l4.5 6.5 3-4L28 24z" fill="#fff" />
      <path d="m12.5 11 2.4 3.6-2.4 1.4-2.3-1.4z" className="fill-brand-blue" />
      <circle cx="23" cy="8.5" r="2.5" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      aria-label={t("app.homeLink")}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <LogoMark />
      <span className="font-bold text-xl tracking-tight">{t("app.name")}</span>
    </Link>
  );
}
