import { type ComponentType, lazy, useEffect, useState } from "react";

let idle: Promise<void> | undefined;
let idleDone = false;

/** How long after the load event the page is left alone (its data, images and first renders). */
const QUIET_AFTER_LOAD_MS = import.meta.env.MODE === "test" ? 0 : 3000;
const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;
/** The ends of an interaction: what it started (a click, a key's action) has been dispatched. */
const INTERACTION_ENDS = ["click", "pointerup", "pointercancel", "keyup", "touchend", "touchcancel"] as const;

/**
 * Settles once the page has loaded and settled: a quiet moment (requestIdleCallback) at least
 * QUIET_AFTER_LOAD_MS after the load event, or the end of the user's first tap or key press,
 * whichever comes first. Code that the first paint does not need (menus, dialogs, the toast
 * region) is fetched then, so it never competes with the page's own code, data and rendering.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      if (idleDone) return;
      idleDone = true;
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
      for (const type of INTERACTION_ENDS) window.removeEventListener(type, interactionEnded, true);
      resolve();
    };
    // Not on the press itself: what mounts then replaces stand-ins (the menu button), and a button
    // replaced between press and release never gets its click. Once the press has ended (its click
    // dispatched), in the next task.
    const interactionEnded = () => setTimeout(done, 0);
    const interacted = () => {
      for (const type of INTERACTION_ENDS) {
        window.addEventListener(type, interactionEnded, { capture: true, passive: true });
      }
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, interacted, { capture: true, passive: true });
    const afterLoad = () =>
      setTimeout(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(done, { timeout });
        else done();
      }, QUIET_AFTER_LOAD_MS);
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  });
  return idle;
}

/**
 * False until the browser has been idle once (see whenIdle): for parts mounted only then. Parts
 * mounted later (another page) get true at once, so they never show a stand-in.
 */
export function useIdle(): boolean {
  const [ready, setReady] = useState(idleDone);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * React.lazy whose code is also fetched ahead, when the browser is idle; `preload()` fetches it at
 * once (say on the tap that opens it). Rendering it loads it too, as React.lazy does.
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound React.lazy itself puts on components.
export function lazyWhenIdle<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  void whenIdle().then(preload);
  return Object.assign(lazy(preload), { preload });
}
