import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Harness() {
  const [value, setValue] = useState("a");
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="Views">
        <TabsTrigger value="a">Alpha</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
        <TabsTrigger value="c">Gamma</TabsTrigger>
      </TabsList>
      <TabsContent value="a">First panel</TabsContent>
      <TabsContent value="b">Second panel</TabsContent>
      <TabsContent value="c" forceMount className="data-[state=inactive]:hidden">
        Third panel
      </TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("marks the chosen tab and shows its panel, labelled by it", () => {
    render(<Harness />);
    const alpha = screen.getByRole("tab", { name: "Alpha" });
    expect(screen.getByRole("tablist", { name: "Views" })).toBeTruthy();
    expect(alpha.getAttribute("aria-selected")).toBe("true");
    expect(alpha.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "Beta" }).tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel", { name: "Alpha" }).textContent).toBe("First panel");
    expect(screen.queryByText("Second panel")).toBeNull();
    // Kept mounted, marked inactive.
    expect(screen.getByText("Third panel").getAttribute("data-state")).toBe("inactive");
  });

  it("selects on a press, and with the arrow keys, Home and End", () => {
    render(<Harness />);
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Beta" }), { button: 0 });
    expect(screen.getByRole("tabpanel", { name: "Beta" }).textContent).toBe("Second panel");

    screen.getByRole("tab", { name: "Beta" }).focus();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Beta" }), { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Gamma" }));
    expect(screen.getByRole("tab", { name: "Gamma" }).getAttribute("aria-selected")).toBe("true");

    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Alpha" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(screen.getByRole("tab", { name: "Gamma" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(screen.getByRole("tabpanel", { name: "Alpha" })).toBeTruthy();
  });
});
