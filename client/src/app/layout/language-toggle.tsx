import { useTranslation } from "react-i18next";
import { LANGUAGES, setLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** EN / नेपाली switch; the choice is remembered in user-preferences. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={cn("flex rounded-lg bg-muted p-1", className)}>
      <legend className="sr-only">{t("language.label")}</legend>
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            onClick={() => void setLanguage(language)}
            className={cn(
              "h-8 flex-1 rounded-md px-2.5 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
