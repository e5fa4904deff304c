import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { RadiusField } from "./radius-field";

// The slider (Radix) measures itself; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage("en");
});

describe("the service radius box", () => {
  it("shows the radius in the reader's digits and passes on what is typed in either", async () => {
    await setLanguage("ne");
    const onChange = vi.fn();
    render(<RadiusField text="10" onChange={onChange} />);
    const box = screen.getByRole("textbox") as HTMLInputElement;
    expect(box.value).toBe("१०");
    expect(box.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(box, { target: { value: "१२" } });
    expect(onChange).toHaveBeenLastCalledWith("१२");
  });

  it("marks a radius out of range, in English digits in English", () => {
    render(<RadiusField text="30" onChange={() => {}} />);
    const box = screen.getByRole("textbox") as HTMLInputElement;
    expect(box.value).toBe("30");
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });
});
