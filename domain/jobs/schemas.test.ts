import { describe, expect, it } from "vitest";
import {
  AI_SUMMARY_CLOSING,
  CreateJobBody,
  DEFAULT_PRICE_CAP_NPR,
  isOverPriceCap,
  JobsQuery,
  localizeAiSummary,
  makeAiSummary,
  PRICE_CAP_MESSAGE,
  priceCapFor,
  priceCapMessage,
} from "./schemas";

describe("makeAiSummary", () => {
  it("is the title, the whole short description and the fixed sentence", () => {
    expect(makeAiSummary("Fix a leaking tap", "The kitchen tap drips all night.")).toBe(
      `Fix a leaking tap. The kitchen tap drips all night. ${AI_SUMMARY_CLOSING}`,
    );
  });

  it("keeps the first 100 characters of a longer description and adds an ellipsis", () => {
    const description = "a".repeat(100) + "b".repeat(20);
    expect(makeAiSummary("Paint", description)).toBe(`Paint. ${"a".repeat(100)}... ${AI_SUMMARY_CLOSING}`);
  });

  it("adds no ellipsis at exactly 100 characters", () => {
    const description = "c".repeat(100);
    expect(makeAiSummary("Clean", description)).toBe(`Clean. ${description} ${AI_SUMMARY_CLOSING}`);
  });

  it("tidies whitespace and does not double the title's full stop", () => {
    expect(makeAiSummary(" Wiring check. ", "  Two   rooms\n need checking ")).toBe(
      `Wiring check. Two rooms need checking ${AI_SUMMARY_CLOSING}`,
    );
  });
});

describe("the AI summary in Nepali", () => {
  it("ends a Devanagari title with the purna biram and closes with the fixed sentence in Nepali when made in the Nepali app", () => {
    expect(makeAiSummary("धारा चुहियो", "भान्साको धारा रातभरि चुहिन्छ।", "ne")).toBe(
      "धारा चुहियो। भान्साको धारा रातभरि चुहिन्छ। यो काम पूरा गर्न दक्ष पेसेवर चाहिन्छ।",
    );
    expect(makeAiSummary("धारा चुहियो।", "", "ne")).toBe("धारा चुहियो। यो काम पूरा गर्न दक्ष पेसेवर चाहिन्छ।");
    // A title in Latin letters ends with a full stop, whatever the app's language.
    expect(makeAiSummary("Geyser", "", "ne")).toBe("Geyser. यो काम पूरा गर्न दक्ष पेसेवर चाहिन्छ।");
  });

  it("reads a stored summary's closing in the reader's language, the customer's words untouched", () => {
    const english = makeAiSummary("Fix a tap", "It drips.");
    expect(localizeAiSummary(english, "ne")).toBe("Fix a tap. It drips. यो काम पूरा गर्न दक्ष पेसेवर चाहिन्छ।");
    expect(localizeAiSummary(english, "en")).toBe(english);
    expect(localizeAiSummary(makeAiSummary("Fix a tap", "It drips.", "ne"), "en")).toBe(english);
    expect(localizeAiSummary("Written by hand.", "ne")).toBe("Written by hand.");
  });
});

describe("CreateJobBody", () => {
  const valid = { title: "Tap", description: "Drips", skillCategory: "Plumbing", location: "Patan" };

  it("fills the spec's defaults", () => {
    expect(CreateJobBody.parse(valid)).toEqual({
      ...valid,
      jobType: "hourly",
      budget: 0,
      mediaUrls: [],
      urgency: "moderate",
    });
  });

  it("says which required field is missing", () => {
    const result = CreateJobBody.safeParse({ ...valid, title: "  ", location: undefined });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "Title is required"],
      ["location", "Location is required"],
    ]);
  });
});

describe("JobsQuery", () => {
  it("drops empty filters and reads in_progress as in-progress", () => {
    expect(JobsQuery.parse({ location: " ", skillCategory: "", status: "in_progress" })).toEqual({
      location: undefined,
      skillCategory: undefined,
      status: "in-progress",
      limit: 24,
      offset: 0,
    });
  });
});

describe("price caps", () => {
  it("caps each category, others at the default, and names the limit in NPR with lakh grouping", () => {
    expect(priceCapFor("Plumbing")).toBe(200_000);
    expect(priceCapFor("Something New")).toBe(DEFAULT_PRICE_CAP_NPR);
    expect(priceCapFor("constructor")).toBe(DEFAULT_PRICE_CAP_NPR);
    expect(isOverPriceCap("200000.00", "Plumbing")).toBe(false);
    expect(isOverPriceCap(200_000.01, "Plumbing")).toBe(true);
    const message = priceCapMessage("Amount", "Plumbing");
    expect(message).toBe("Amount must be at most NPR 2,00,000 for Plumbing");
    expect(PRICE_CAP_MESSAGE.exec(`amount: ${message}`)?.slice(1)).toEqual([
      "Amount",
      "2,00,000",
      "Plumbing",
    ]);
  });

  it("refuses a job budget above its category's cap, on the budget", () => {
    const result = CreateJobBody.safeParse({
      title: "Clean the house",
      description: "Three rooms and the kitchen.",
      skillCategory: "Cleaning",
      location: "Patan",
      budget: 50_001,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["budget"],
        message: "Budget must be at most NPR 50,000 for Cleaning",
      }),
    ]);
  });
});
