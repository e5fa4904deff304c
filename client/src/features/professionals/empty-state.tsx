import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { suggestionHref } from "./filters";

const SKILLS = ["Plumbing", "Electrical", "Carpentry", "Beauty"] as const;
const LOCATIONS = ["Kathmandu", "Lalitpur", "Bhaktapur"] as const;

const chipClass =
  "inline-flex rounded-full border bg-card px-3 py-1 text-sm transition-colors hover:border-primary/40 hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** 'No professionals found', with skills and places to try instead (SPEC §2). */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </div>
      <div>
        <h2 className="font-semibold text-lg">{t("professionals.emptyTitle")}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("professionals.emptyHint")}</p>
      </div>
      <div className="grid gap-3">
        <Suggestions
          title={t("professionals.trySkills")}
          items={SKILLS.map((skill) => ({
            label: t(`professionals.suggestedSkills.${skill}`),
            href: suggestionHref("skills", skill),
          }))}
        />
        <Suggestions
          title={t("professionals.tryLocations")}
          items={LOCATIONS.map((place) => ({
            label: t(`professionals.suggestedLocations.${place}`),
            href: suggestionHref("location", place),
          }))}
        />
      </div>
    </div>
  );
}

function Suggestions({ title, items }: { title: string; items: { label: string; href: string }[] }) {
  return (
    <div className="grid justify-items-center gap-2">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={chipClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
