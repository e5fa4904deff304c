import type { CurrentUser } from "@domain/user";
import { Briefcase, ChevronRight, Gavel, MapPin, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";

/** The professional's `/` and `/dashboard`: a greeting and the places their work happens. */
export function DashboardPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const links = [
    { href: "/jobs-hub", icon: Briefcase, title: t("nav.jobsHub"), text: t("dashboard.jobsHubText") },
    { href: "/available-bids", icon: Gavel, title: t("dashboard.myBids"), text: t("dashboard.myBidsText") },
    { href: "/instant-help", icon: Zap, title: t("nav.instantHelp"), text: t("dashboard.instantHelpText") },
    {
      href: "/service-area",
      icon: MapPin,
      title: t("dashboard.serviceArea"),
      text: t("dashboard.serviceAreaText"),
    },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
        {t("dashboard.greeting", { name: user.firstName })}
      </h1>
      <p className="mt-1 text-muted-foreground">{t("dashboard.subtitle")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {links.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold">{title}</span>
                <span className="block text-muted-foreground text-sm">{text}</span>
              </span>
              <ChevronRight
                className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
