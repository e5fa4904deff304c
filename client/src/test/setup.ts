import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { i18n } from "@/lib/i18n";
import en from "@/locales/en.json";

// The app gets its English strings namespace by namespace from the build (scripts/locale-namespaces.ts);
// the tests load them all up front.
i18n.addResourceBundle("en", "translation", en, true, true);

// Lazy-loaded pages can take more than the default second to appear while the suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the theme code asks it about the OS colour scheme. Set as jsdom's own
// (not vi.stubGlobal), so that a test file's vi.unstubAllGlobals() after its fetch stub keeps it.
if (typeof window.matchMedia !== "function") {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out and does not scroll (it reports scrollTo as not implemented): the app's
// scroll to the top of each new page (app/scroll-restoration.tsx) does nothing here.
window.scrollTo = () => {};
