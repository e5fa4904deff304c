import { BookOpen, Briefcase, Plus, Store, UserRoundPlus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SectionHeading } from "@/components/section-heading";

export function GetStarted() {
  const { t } = useTranslation();
  const actions = [
    { href: "/post-job", icon: Plus, label: t("landing.ctaPostJob") },
    { href: "/profile", icon: UserRoundPlus, label: t("landing.ctaBecomePro") },
    { href: "/professionals", icon: Users, label: t("landing.findPros") },
    { href: "/jobs", icon: Briefcase, label: t("landing.browseJobs") },
    { href: "/marketplace", icon: Store, label: t("landing.shop") },
    { href: "/training", icon: BookOpen, label: t("landing.training") },
  ];
  return (
    <section aria-labelledby="get-started-title" className="bg-band py-16 text-band-foreground">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading
          id="get-started-title"
          title={t("landing.getStartedTitle")}
          subtitle={t("landing.getStartedSubtitle")}
          className="[&_p]:text-band-foreground/80"
        />
        <ul className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map(({ href, icon: Icon, label }) => (
            <li key={label}>
              <Link
                href={href}
                className="flex h-14 items-center gap-3 rounded-xl bg-band-foreground/10 px-4 font-medium ring-1 ring-band-foreground/20 transition-colors hover:bg-band-foreground/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-band-foreground"
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
