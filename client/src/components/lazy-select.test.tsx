import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LazySelect } from "./lazy-select";

const OPTIONS = [
  { value: "all", label: "All categories" },
  { value: "Plumbing", label: "Plumbing" },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("all");
  return (
    <>
      <label htmlFor="category">Category</label>
      <LazySelect
        id="category"
        value={value}
        options={OPTIONS}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

beforeAll(() => {
  // jsdom lacks what Radix Select calls on open.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe("LazySelect", () => {
  it("shows the chosen option at once and opens the real select on Enter", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole("combobox", { name: "Category" }).textContent).toContain("All categories");

    fireEvent.keyDown(screen.getByRole("combobox", { name: "Category" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Plumbing" }));

    expect(onChange).toHaveBeenCalledWith("Plumbing");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Category" }).textContent).toContain("Plumbing"),
    );
  });

  it("shows the placeholder while nothing is chosen", () => {
    render(
      <LazySelect
        aria-label="Type"
        value={undefined}
        options={OPTIONS}
        placeholder="Choose one"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Type" }).textContent).toContain("Choose one");
  });
});
