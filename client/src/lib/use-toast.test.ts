import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showPendingToast, toast, toastAcrossReload, useToasts } from "./use-toast";

describe("toasts", () => {
  it("shows one toast at a time, the newest", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current.map((item) => item.title)).toEqual(["Second"]);
  });

  it("carries a toast over a full page load once", () => {
    const { result } = renderHook(() => useToasts());
    act(() =>
      toastAcrossReload({ title: "Welcome back!", description: "You've been logged in successfully." }),
    );
    act(() => toast({ title: "Something else" }));

    act(() => showPendingToast()); // what main.tsx does on the next page
    expect(result.current[0]?.title).toBe("Welcome back!");
    expect(sessionStorage.getItem("pending-toast")).toBeNull();
  });
});
