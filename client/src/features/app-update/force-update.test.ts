import { afterEach, describe, expect, it, vi } from "vitest";
import { forceUpdate } from "./force-update";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBrowser({ cachesFail = false } = {}) {
  const unregister = vi.fn(async () => true);
  const serviceWorker = { getRegistrations: vi.fn(async () => [{ unregister }, { unregister }]) };
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker }));
  const deleted: string[] = [];
  vi.stubGlobal("caches", {
    keys: vi.fn(async () => {
      if (cachesFail) throw new Error("SecurityError");
      return ["workbox-precache-v2", "sipalu-public-api"];
    }),
    delete: vi.fn(async (name: string) => deleted.push(name) > 0),
  });
  return { unregister, deleted };
}

describe("forceUpdate", () => {
  it("drops service workers, caches and storage except auth-token and user-preferences, then reloads", async () => {
    const { unregister, deleted } = stubBrowser();
    localStorage.setItem("auth-token", "token-1");
    localStorage.setItem("user-preferences", '{"language":"ne"}');
    localStorage.setItem("app-version", "0.1.0+a");
    localStorage.setItem("sipalu-cart", "[1]");
    const reload = vi.fn();

    await forceUpdate(reload);

    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(["workbox-precache-v2", "sipalu-public-api"]);
    expect({ ...localStorage }).toEqual({ "auth-token": "token-1", "user-preferences": '{"language":"ne"}' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("logs a failing step, still clears the rest and reloads", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { unregister } = stubBrowser({ cachesFail: true });
    localStorage.setItem("app-version", "0.1.0+a");
    const reload = vi.fn();

    await forceUpdate(reload);

    expect(error).toHaveBeenCalledWith("Forced update failed", expect.any(Error));
    expect(unregister).toHaveBeenCalled();
    expect(localStorage.getItem("app-version")).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
