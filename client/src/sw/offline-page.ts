/**
 * The offline page (/offline.html) the service worker shows for a page it cannot load: written at
 * build time from the "offline" strings of both locales. /offline.js picks the saved language and
 * theme (without it the page is English in the system's colour scheme).
 */
export type OfflineStrings = { pageTitle: string; title: string; description: string; retry: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const section = (lang: string, strings: OfflineStrings) => `
    <section lang="${lang}">
      <h1>${escapeHtml(strings.title)}</h1>
      <p>${escapeHtml(strings.description)}</p>
      <a class="button" href="">${escapeHtml(strings.retry)}</a>
    </section>`;

// The app's palette (client/src/index.css) in plain hex, so the page needs nothing else to load.
const STYLE = `
      :root { color-scheme: light; --bg: #fdfbf8; --card: #ffffff; --fg: #2b1e1a; --muted: #6b5f5a; --border: #ebe4df; --primary: #b3222d; }
      :root.dark { color-scheme: dark; --bg: #10141d; --card: #171c27; --fg: #f4f2ef; --muted: #a5a9b4; --border: #2a3040; --primary: #c8343c; }
      @media (prefers-color-scheme: dark) { :root:not(.light) { color-scheme: dark; --bg: #10141d; --card: #171c27; --fg: #f4f2ef; --muted: #a5a9b4; --border: #2a3040; --primary: #c8343c; } }
      * { box-sizing: border-box; }
      body { margin: 0; min-height: 100dvh; display: grid; place-items: center; padding: 1.5rem; background: var(--bg); color: var(--fg); font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Devanagari", sans-serif; line-height: 1.5; }
      main { width: 100%; max-width: 26rem; padding: 2rem 1.5rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--card); text-align: center; }
      img { display: block; margin: 0 auto 1rem; }
      h1 { margin: 0 0 0.5rem; font-size: 1.375rem; }
      p { margin: 0 0 1.5rem; color: var(--muted); }
      .button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0 1.5rem; border-radius: 0.5rem; background: var(--primary); color: #fff; font-weight: 600; text-decoration: none; }
      .button:focus-visible { outline: 2px solid var(--primary); outline-offset: 3px; }
      html:not([lang="ne"]) section[lang="ne"], html[lang="ne"] section[lang="en"] { display: none; }`;

export function renderOfflinePage({ en, ne }: { en: OfflineStrings; ne: OfflineStrings }): string {
  return `<!doctype html>
<html lang="en" data-title-ne="${escapeHtml(ne.pageTitle)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#b3222d" />
    <title>${escapeHtml(en.pageTitle)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script src="/offline.js"></script>
    <style>${STYLE}
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" width="56" height="56" />${section("en", en)}${section("ne", ne)}
    </main>
  </body>
</html>
`;
}
