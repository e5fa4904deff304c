import { Laptop, Moon, Sun } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export const THEME_ICONS = { light: Sun, dark: Moon, system: Laptop } as const;

/** Sun in light mode, moon in dark mode (CSS-driven, so it is right before React knows the theme). */
export function ThemeIcon() {
  return (
    <>
      <Sun className="dark:hidden" aria-hidden="true" />
      <Moon className="hidden dark:block" aria-hidden="true" />
    </>
  );
}

/** The theme menu's button: the same before its menu's code is in (a stand-in) and after. */
export function ThemeButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={t("theme.label")} {...props}>
      <ThemeIcon />
    </Button>
  );
}
