import { BadgeCheck, Calculator, GraduationCap, type LucideIcon, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "@/components/section-heading";

/** Where the Instant estimates promise leads: the category strip, each category with where its prices start. */
export const ESTIMATES_ANCHOR = "categories";

type Feature = { icon: LucideIcon; title: string; text: string; link?: { href: string; label: string } };

export function FeatureGrid() {
  const { t } = useTranslation();
  const features: Feature[] = [
    {
      icon: Calculator,
      title: t("landing.featureEstimatesTitle"),
      text: t("landing.featureEstimatesText"),
      link: { href: `#${ESTIMATES_ANCHOR}`, label: t("landing.featureEstimatesLink") },
    },
    { icon: Sparkles, title: t("landing.featureSummariesTitle"), text: t("landing.featureSummariesText") },
    { icon: BadgeCheck, title: t("landing.featureVerifiedTitle"), text: t("landing.featureVerifiedText") },
    { icon: GraduationCap, title: t("landing.featureTrainingTitle"), text: t("landing.featureTrainingText") },
  ];
  return (
    <section aria-labelledby="features-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="features-title"
          title={t("landing.featuresTitle")}
          subtitle={t("landing.featuresSubtitle")}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="rounded-xl bg-card p-6 shadow-sm ring-1 ring-border">
              <Icon className="size-7 text-brand-blue" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
              {link && (
                <a
                  href={link.href}
                  className="mt-3 inline-block rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
