import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { APP_ROUTES } from "../domain/app-routes";
import { pageMetaOf } from "./page-meta";

const en = JSON.parse(readFileSync(new URL("../client/src/locales/en.json", import.meta.url), "utf8"));

it("titles every page the server can name as the app does, with its description", () => {
  const meta = pageMetaOf(en.meta);
  expect(meta.professionals).toEqual({
    title: "Professionals · Sipalu",
    description: en.meta.pages.professionals.description,
  });
  for (const page of [...APP_ROUTES.map((route) => route.page), "landing", "notFound"]) {
    expect(meta[page]?.title, page).toMatch(/^.+ · Sipalu$/);
    expect(meta[page]?.description.length, page).toBeGreaterThan(20);
  }
});
