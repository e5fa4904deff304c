import { type ComponentType, lazy, useEffect, useState } from "react";

let idle: Promise<void> | undefined;

/**
 * Settles once the page has loaded and the browser has a quiet moment (at most `timeout` ms after
 * the load event). Code that the first paint does not need (menus, dialogs, the toast region) is
 * fetched then, so it never competes with the page for the network or the main thread.
 */
export function whenIdle(timeout = 1500): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout });
      else setTimeout(resolve, 1);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  });
  return idle;
}

/** False until the browser has been idle once (see whenIdle): for parts mounted only then. */
export function useIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
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
