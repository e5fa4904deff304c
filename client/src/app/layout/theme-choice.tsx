import { useTranslation } from "react-i18next";
import { THEMES, useTheme } from "@/lib/theme";
import { cn } from "@/lib/utils";
import { THEME_ICONS } from "./theme-icons";

/** The theme as three pressed-state buttons, for the mobile menu. */
export function ThemeChoice() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-muted-foreground text-sm">{t("theme.label")}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          return (
            <button
              key={option}
              type="button"
              aria-pressed={theme === option}
              onClick={() => setTheme(option)}
              className={cn(
                "flex h-9 items-center justify-center gap-1.5 rounded-md text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                theme === option ? "bg-background font-medium shadow-sm" : "text-muted-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`theme.${option}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
