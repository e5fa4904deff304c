import { useSyncExternalStore } from "react";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/** localStorage key of the theme preference (SPEC §3: light, dark, system; default system). */
export const THEME_STORAGE_KEY = "theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.find((theme) => theme === saved) ?? "system";
  } catch {
    return "system";
  }
}

function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the theme still applies for this visit.
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && prefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

let current: Theme = readTheme();
const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  current = theme;
  saveTheme(theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Applies the saved theme and follows the OS while the preference is "system". */
export function startThemeSync(): () => void {
  applyTheme(current);
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (current === "system") applyTheme("system");
  };
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, () => current);
  return { theme, setTheme };
}
