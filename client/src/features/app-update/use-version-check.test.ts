import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEW_VERSION_AVAILABLE } from "./messages";
import { useVersionCheck, VERSION_POLL_MS } from "./use-version-check";
import { APP_VERSION_KEY } from "./version-storage";

let served: string;
const fetchMock = vi.fn(async () => Response.json({ version: served }));

beforeEach(() => {
  served = "0.1.0+a";
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders the hook and waits for its check on load. */
async function renderChecked() {
  const hook = renderHook(() => useVersionCheck());
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  return hook;
}

describe("useVersionCheck", () => {
  it("stores the version of the first check silently", async () => {
    const { result } = await renderChecked();
    await waitFor(() => expect(localStorage.getItem(APP_VERSION_KEY)).toBe("0.1.0+a"));
    expect(fetchMock).toHaveBeenCalledWith("/api/version", expect.objectContaining({ method: "GET" }));
    expect(result.current.updateAvailable).toBe(false);
  });

  it("shows the notice when the server runs a version other than the stored one", async () => {
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+old");
    const { result } = await renderChecked();
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe("0.1.0+old");
  });

  it("shows nothing while the version is the stored one", async () => {
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+a");
    const { result } = await renderChecked();
    await act(() => Promise.resolve());
    expect(result.current.updateAvailable).toBe(false);
  });

  it("logs a failed check and treats it as no update", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockImplementationOnce(async () => new Response("down", { status: 503 }));
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+old");
    const { result } = await renderChecked();
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Version check failed", expect.any(Error)));
    expect(result.current.updateAvailable).toBe(false);
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe("0.1.0+old");
  });

  it("checks again when the tab becomes visible", async () => {
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+a");
    const { result } = await renderChecked();
    served = "0.1.0+b";
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it(`checks again every ${VERSION_POLL_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+a");
    // The first check starts as the hook mounts (no waitFor here: with fake timers it moves the clock).
    const { result } = renderHook(() => useVersionCheck());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    served = "0.1.0+b";
    act(() => void vi.advanceTimersByTime(VERSION_POLL_MS - 1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(result.current.updateAvailable).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the notice when the service worker says a new version is waiting", async () => {
    const serviceWorker = new EventTarget();
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker }));
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+a");
    const { result } = await renderChecked();
    act(() => {
      serviceWorker.dispatchEvent(
        new MessageEvent("message", { data: { type: NEW_VERSION_AVAILABLE, version: "0.1.0+b" } }),
      );
    });
    expect(result.current.updateAvailable).toBe(true);
  });

  it("hides on Later and stays hidden for that version, but not for a newer one", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+old");
    const { result } = await renderChecked();
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    act(() => result.current.dismiss());
    expect(result.current.updateAvailable).toBe(false);

    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(() => Promise.resolve());
    expect(result.current.updateAvailable).toBe(false);

    served = "0.1.0+c";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
  });
});
