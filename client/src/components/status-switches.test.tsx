import type { Switches } from "@domain/availability/service-area";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { StatusSwitches } from "./status-switches";

function Harness({ initial }: { initial: Switches }) {
  const [value, setValue] = useState(initial);
  return <StatusSwitches value={value} onChange={setValue} />;
}

describe("StatusSwitches", () => {
  it("keeps Free Now off and disabled while offline, and turns it off with Online", () => {
    render(<Harness initial={{ isOnline: true, isFreeNow: true }} />);
    const online = screen.getByRole("switch", { name: "Online" });
    const free = screen.getByRole("switch", { name: "Free Now" });
    expect((free as HTMLButtonElement).disabled).toBe(false);
    expect(free.getAttribute("aria-checked")).toBe("true");

    fireEvent.click(online);
    expect(online.getAttribute("aria-checked")).toBe("false");
    expect(free.getAttribute("aria-checked")).toBe("false");
    expect((free as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Go online first to turn on Free Now.")).toBeTruthy();

    fireEvent.click(online);
    expect((free as HTMLButtonElement).disabled).toBe(false);
    expect(free.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(free);
    expect(free.getAttribute("aria-checked")).toBe("true");
  });
});
