import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forceUpdate } from "./force-update";
import { UpdateNotice } from "./update-notice";
import { APP_VERSION_KEY } from "./version-storage";

vi.mock("./force-update", () => ({ forceUpdate: vi.fn(() => new Promise(() => {})) }));

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ version: "0.1.0+new" })),
  );
  localStorage.setItem(APP_VERSION_KEY, "0.1.0+old");
});
afterEach(() => vi.unstubAllGlobals());

const TEXT =
  "A new version of the product is available. Please refresh to get the latest features and improvements.";

describe("UpdateNotice", () => {
  it("announces a new version with the spec's copy and hides on Later", async () => {
    render(<UpdateNotice />);
    const notice = await screen.findByRole("region", { name: "New Update Available" });
    const description = document.getElementById(notice.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe(TEXT);
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("region", { name: "New Update Available" })).toBeNull();
    expect(forceUpdate).not.toHaveBeenCalled();
  });

  it("shows Updating... while Update Now runs", async () => {
    render(<UpdateNotice />);
    fireEvent.click(await screen.findByRole("button", { name: "Update Now" }));
    expect(forceUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Updating..." }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Later" }).disabled).toBe(true);
  });

  it("stays hidden when the version is unchanged", async () => {
    localStorage.setItem(APP_VERSION_KEY, "0.1.0+new");
    render(<UpdateNotice />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole("region")).toBeNull();
  });
});
