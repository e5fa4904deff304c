import { Laptop, Moon, Sun } from "lucide-react";

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
