import { describe, expect, it } from "vitest";
import { activeFilters, districtsOf, readFilters, toApiFilters, withFilters } from "./filters";

describe("training filters in the URL", () => {
  it("reads the search and all seven filters", () => {
    const filters = readFilters(
      new URLSearchParams(
        "q=%20wiring%20&province=Bagmati&district=Lalitpur&occupation=Beauty+%26+Wellness&price=free" +
          "&duration=1-2-months&level=beginner&deliveryMode=blended&course=abc",
      ),
    );
    expect(filters).toEqual({
      q: "wiring",
      province: "Bagmati",
      district: "Lalitpur",
      occupation: "Beauty & Wellness",
      price: "free",
      duration: "1-2-months",
      level: "beginner",
      deliveryMode: "blended",
    });
  });

  it("reads unknown values, 'all' and a district outside the province as any", () => {
    expect(
      readFilters(
        new URLSearchParams("province=Mars&price=all&level=guru&duration=forever&district=Pokhara"),
      ),
    ).toEqual(readFilters(new URLSearchParams()));
    expect(readFilters(new URLSearchParams("province=Koshi&district=Kathmandu")).district).toBe("");
    expect(readFilters(new URLSearchParams("district=Kathmandu")).district).toBe("Kathmandu");
  });

  it("writes changes back, dropping empty values and 'all', keeping other parameters", () => {
    const params = new URLSearchParams("level=beginner&price=paid&tab=x");
    expect(withFilters(params, { level: "", price: "all", province: "Koshi" }).toString()).toBe(
      "tab=x&province=Koshi",
    );
    expect(params.toString()).toBe("level=beginner&price=paid&tab=x");
  });

  it("drops the district when the province changes to one without it", () => {
    const params = new URLSearchParams("province=Bagmati&district=Chitwan");
    expect(withFilters(params, { province: "Koshi" }).toString()).toBe("province=Koshi");
    expect(withFilters(params, { province: "" }).toString()).toBe("district=Chitwan");
    expect(withFilters(params, { level: "expert" }).toString()).toBe(
      "province=Bagmati&district=Chitwan&level=expert",
    );
  });

  it("lists the active filters for the chips and the API", () => {
    const filters = readFilters(new URLSearchParams("deliveryMode=online&q=web&province=Bagmati"));
    expect(activeFilters(filters).map((filter) => filter.name)).toEqual(["q", "province", "deliveryMode"]);
    expect(toApiFilters(filters)).toEqual({ q: "web", province: "Bagmati", deliveryMode: "online" });
  });

  it("offers the districts of the chosen province", () => {
    expect(districtsOf("Bagmati")).toEqual(["Kathmandu", "Lalitpur", "Bhaktapur", "Chitwan"]);
    expect(districtsOf("")).toHaveLength(10);
  });
});
