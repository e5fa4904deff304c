import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import en from "@/locales/en.json";

// The app gets its English strings namespace by namespace from the build (scripts/locale-namespaces.ts);
// the tests load them all up front.
i18n.addResourceBundle("en", "translation", en, true, true);

// Lazy-loaded pages can take more than the default second to appear while the suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the theme code asks it about the OS colour scheme.
if (typeof window.matchMedia !== "function") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
