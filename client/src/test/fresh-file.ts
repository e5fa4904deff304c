import { vi } from "vitest";

/**
 * The DOM project shares one worker and one jsdom between its files (isolate: false, see
 * vitest.config.ts): jsdom, React and the test libraries load once. Each file still starts as it
 * did in a process of its own: the app's modules evaluated afresh (their stores, toasts, caches),
 * an empty page at "/", empty storage, real timers, and no global a file added.
 */
const pristine = globalThis as typeof globalThis & { __sipaluGlobals?: Set<string> };
pristine.__sipaluGlobals ??= new Set([...Object.getOwnPropertyNames(globalThis), "__sipaluGlobals"]);
const globalsAtStart = pristine.__sipaluGlobals;

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
for (const name of Object.getOwnPropertyNames(globalThis)) {
  if (!globalsAtStart.has(name)) Reflect.deleteProperty(globalThis, name);
}
// The same <head> and <body> emptied, not new ones: Testing Library's `screen` holds this body.
for (const element of [document.documentElement, document.head, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, "", "/");
localStorage.clear();
sessionStorage.clear();
