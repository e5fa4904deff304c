/**
 * Zod compiles fast object parsers with `new Function`, after probing whether it may. The app's
 * Content-Security-Policy forbids eval, so the probe fails and the browser reports a CSP violation
 * (DevTools' Issues, Lighthouse's best practices). `jitless` skips the probe and the compiler.
 * Zod reads its settings from `globalThis.__zod_globalConfig` (what `z.config()` changes), so
 * setting it here, first thing in main.tsx, keeps zod itself out of the entry chunk.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
