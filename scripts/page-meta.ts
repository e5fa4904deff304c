/**
 * Vite plugin: writes page-meta.json, each page's <title> ("Professionals · Sipalu") and meta
 * description in English, from the `meta` strings of client/src/locales/en.json. The client sets
 * them as it shows a page (app/document-meta.tsx); server/plugins/client-app.ts writes them into the
 * HTML it sends for the page, for readers that run no script: link previews and crawlers.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

export const PAGE_META_FILE = "page-meta.json";

export type PageMeta = { title: string; description: string };

type LocaleMeta = { title: string; pages: Record<string, { title: string; description: string }> };

/** The pages' titles and descriptions as the app writes them: meta.title with each page's title in it. */
export function pageMetaOf({ title, pages }: LocaleMeta): Record<string, PageMeta> {
  return Object.fromEntries(
    Object.entries(pages).map(([page, strings]) => [
      page,
      { title: title.replace("{{page}}", strings.title), description: strings.description },
    ]),
  );
}

export function pageMeta({ localeFile }: { localeFile: string }): Plugin {
  return {
    name: "sipalu:page-meta",
    apply: "build",
    generateBundle() {
      const { meta } = JSON.parse(readFileSync(localeFile, "utf8")) as { meta: LocaleMeta };
      this.emitFile({ type: "asset", fileName: PAGE_META_FILE, source: JSON.stringify(pageMetaOf(meta)) });
    },
  };
}
