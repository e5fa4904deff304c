import { BadgeCheck, Banknote, Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { MountainRidge } from "./mountain-ridge";

export function Hero() {
  const { t } = useTranslation();
  const trust = [
    { icon: BadgeCheck, label: t("landing.trustVerified") },
    { icon: Banknote, label: t("landing.trustNpr") },
    { icon: Languages, label: t("landing.trustLanguages") },
  ];
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-primary/[0.07] via-background to-background"
    >
      <div className="relative z-10 mx-auto max-w-4xl px-4 pt-12 pb-24 text-center sm:pt-20 sm:pb-32">
        <Badge variant="brand" className="px-3 py-1 text-[13px]">
          {t("landing.heroBadge")}
        </Badge>
        <h1 id="hero-title" className="mt-5 text-balance font-extrabold text-4xl tracking-tight sm:text-6xl">
          {t("landing.heroTitle")}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-balance text-lg text-muted-foreground">
          {t("landing.heroSubtitle")}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/post-job">{t("landing.ctaPostJob")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/profile">{t("landing.ctaBecomePro")}</Link>
          </Button>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-muted-foreground text-sm">
          {trust.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-1.5">
              <Icon className="size-4 text-brand-blue" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
      <MountainRidge />
    </section>
  );
}
