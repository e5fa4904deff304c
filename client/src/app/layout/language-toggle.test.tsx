import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, PREFERENCES_KEY, readLanguage } from "@/lib/i18n";
import { LanguageToggle } from "./language-toggle";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("LanguageToggle", () => {
  it("switches to Nepali and remembers it in user-preferences", async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ notifications: true }));
    render(<LanguageToggle />);

    fireEvent.click(screen.getByRole("button", { name: "नेपाली" }));

    expect(await screen.findByRole("button", { name: "नेपाली", pressed: true })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? "{}")).toEqual({
      notifications: true,
      language: "ne",
    });
    expect(readLanguage()).toBe("ne");
    expect(document.documentElement.lang).toBe("ne");
    expect(screen.getByRole("group", { name: "भाषा" })).toBeTruthy();
  });

  it("switches back to English", async () => {
    await i18n.changeLanguage("ne");
    render(<LanguageToggle />);

    fireEvent.click(screen.getByRole("button", { name: "EN" }));

    expect(await screen.findByRole("button", { name: "EN", pressed: true })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? "{}")).toEqual({ language: "en" });
  });
});
