import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { renderWithQuery, stubFetch } from "@/test/render";
import { PriceEstimate } from "./price-estimate";

const fetchMock = stubFetch();
afterEach(() => setLanguage("en"));

const LALITPUR = {
  low: 1500,
  median: 2000,
  high: 3000,
  sampleSize: 23,
  area: { level: "district", name: "Lalitpur", nameNe: "ललितपुर" },
};

const answer = (body: unknown) =>
  fetchMock.mockResolvedValue(
    body === null ? new Response(null, { status: 204 }) : Response.json(body, { status: 200 }),
  );

describe("PriceEstimate", () => {
  it("says the typical price range, the median and how many jobs, for the category and place", async () => {
    answer(LALITPUR);
    renderWithQuery(<PriceEstimate skillCategory="Plumbing" location=" Patan " />);
    expect(await screen.findByText("Typical price in Lalitpur: ₨ 1,500 – ₨ 3,000")).toBeTruthy();
    expect(screen.getByText("Median ₨ 2,000, from 23 completed jobs")).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/estimates?skillCategory=Plumbing&location=Patan");
  });

  it("names a province as one, in Nepali with Devanagari digits", async () => {
    await setLanguage("ne");
    answer({ ...LALITPUR, area: { level: "province", name: "Bagmati", nameNe: "बागमती" } });
    renderWithQuery(<PriceEstimate skillCategory="Plumbing" location="Bhaktapur" />);
    expect(await screen.findByText("बागमती प्रदेशमा सामान्य मूल्य: ₨ १,५०० – ₨ ३,०००")).toBeTruthy();
    expect(screen.getByText("बीचको मूल्य ₨ २,०००, २३ सम्पन्न कामबाट")).toBeTruthy();
  });

  it("shows nothing, and no error, when there are too few jobs (204) or no category yet", async () => {
    answer(null);
    const { container } = renderWithQuery(<PriceEstimate skillCategory="Gardening" location="Jumla" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(""));
    expect(container.querySelector(".animate-pulse")).toBeNull();

    fetchMock.mockClear();
    const none = renderWithQuery(<PriceEstimate skillCategory="" location="Lalitpur" />);
    expect(none.container.textContent).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
