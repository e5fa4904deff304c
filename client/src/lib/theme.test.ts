import { beforeEach, describe, expect, it } from "vitest";
import { applyTheme, readTheme, setTheme, THEME_STORAGE_KEY } from "./theme";

describe("theme storage", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove("dark");
  });

  it("defaults to system", () => {
    expect(readTheme()).toBe("system");
  });

  it("ignores values it does not know", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    expect(readTheme()).toBe("system");
  });

  it("saves the choice under 'theme' and applies the dark class", () => {
    setTheme("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(readTheme()).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);

    setTheme("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("follows the OS when the preference is system", () => {
    applyTheme("system"); // the test setup's OS prefers light
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
