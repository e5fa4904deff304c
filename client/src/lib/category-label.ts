import type { TFunction } from "i18next";
import { i18n } from "./i18n";

/** A category in the active language: the browse categories, then the post and instant ones. */
export function categoryLabel(t: TFunction, name: string): string {
  for (const key of [`categories.${name}`, `jobs.categoryNames.${name}`]) {
    if (i18n.exists(key)) return t(key as "categories.Plumbing");
  }
  return name;
}
