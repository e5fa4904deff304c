import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import "@/lib/i18n";

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
