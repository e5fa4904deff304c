import { describe, expect, it } from "vitest";
import { chunkClosure, firstPages } from "./route-preloads";

describe("route preloads", () => {
  it("reads the first pages of preload-route.ts", () => {
    const source = `const FIRST_PAGES = {
  "": () => import("@/features/landing/landing-page"),
  professionals: () => import("@/features/professionals/professionals-page"),
};`;
    expect(firstPages(source)).toEqual({
      "": "features/landing/landing-page",
      professionals: "features/professionals/professionals-page",
    });
  });

  it("lists a page's chunks beyond the app's, each once", () => {
    const chunk = (fileName: string, imports: string[] = []) =>
      [fileName, { fileName, imports, isEntry: false, facadeModuleId: null }] as const;
    const chunks = new Map([
      chunk("index.js", ["react.js"]),
      chunk("react.js"),
      chunk("page.js", ["card.js", "react.js", "icon.js"]),
      chunk("card.js", ["icon.js"]),
      chunk("icon.js"),
    ]);
    const shell = new Set(chunkClosure(chunks, "index.js", new Set()));
    expect(chunkClosure(chunks, "page.js", shell)).toEqual(["page.js", "card.js", "icon.js"]);
  });
});
