import { describe, expect, it } from "vitest";
import en from "@/locales/en.json";
import ne from "@/locales/ne.json";
import { renderOfflinePage } from "./offline-page";

describe("renderOfflinePage", () => {
  const html = renderOfflinePage({ en: en.offline, ne: ne.offline });

  it("carries both languages' strings, escaped, and no inline script", () => {
    expect(html).toContain("<title>Offline · Sipalu</title>");
    expect(html).toContain("You&#39;re offline");
    expect(html).toContain(`<h1>${ne.offline.title}</h1>`);
    expect(html).toContain('<section lang="ne">');
    expect(html).toContain('<script src="/offline.js"></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it("retries the page that failed", () => {
    expect(html.match(/<a class="button" href="">/g)).toHaveLength(2);
  });
});
