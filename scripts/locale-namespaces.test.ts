import { describe, expect, it } from "vitest";
import { localeUnitsIn, stringsModule, stringsOf } from "./locale-namespaces";

const english = {
  common: { close: "Close", back: "Back" },
  jobs: {
    title: "Jobs",
    bidCount_one: "{{count}} bid",
    bidCount_other: "{{count}} bids",
    categoryNames: { Plumbing: "Plumbing" },
  },
  validation: { email: { required: "Email is required" } },
};

describe("the strings a module names", () => {
  it("are the keys of its string literals, with their plural forms", () => {
    const code = `t("jobs.title"); t("jobs.bidCount", { count }); t('common.close'); const x = "./jobs.css";`;
    expect(localeUnitsIn(code, english)).toEqual(["common.close", "jobs.bidCount", "jobs.title"]);
    expect(stringsOf(localeUnitsIn(code, english), english)).toEqual({
      common: { close: "Close" },
      jobs: { title: "Jobs", bidCount_one: "{{count}} bid", bidCount_other: "{{count}} bids" },
    });
  });

  it("take a whole branch or namespace for a dynamic key, and ignore what is not a key", () => {
    // Source text holding template literals (what the plugin reads), not a template literal itself.
    const dollar = "$";
    const code = `t(\`jobs.categoryNames.${dollar}{name}\`); t(\`validation.${dollar}{field}\`); fetch(\`/api/jobs.json\`); 'other.x'`;
    expect(localeUnitsIn(code, english)).toEqual(["jobs.categoryNames", "validation"]);
  });

  it("leave out the strings the code does without, and the branches that leaves empty", () => {
    const withErrors = {
      ...english,
      errors: { job: { not_open: "This job is no longer open" }, auth: { suspended: "Suspended." } },
    };
    const serverSays = (key: string, text: string) =>
      key === "errors.job.not_open" && text === "This job is no longer open";
    expect(stringsOf(["errors", "common.close"], withErrors, serverSays)).toEqual({
      errors: { auth: { suspended: "Suspended." } },
      common: { close: "Close" },
    });
    expect(stringsOf(["errors.job"], withErrors, serverSays)).toEqual({});
  });

  it("make a module that adds them to i18next", () => {
    expect(stringsModule("/app/i18n.ts", ["common.close"], english)).toBe(
      'import { addEnglish } from "/app/i18n.ts";\naddEnglish("common", {"close":"Close"});\n',
    );
  });
});
