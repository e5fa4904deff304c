import { describe, expect, it } from "vitest";
import { formatCourseDuration } from "./duration-text";

describe("formatCourseDuration", () => {
  it("says a course's length in Nepali words and digits", () => {
    expect(formatCourseDuration("3 months", "ne")).toBe("३ महिना");
    expect(formatCourseDuration("2 weeks", "ne")).toBe("२ हप्ता");
    expect(formatCourseDuration("1 year", "ne")).toBe("१ वर्ष");
    expect(formatCourseDuration("10 days", "ne")).toBe("१० दिन");
    expect(formatCourseDuration("40 Hours", "ne")).toBe("४० घण्टा");
  });

  it("keeps English as written, and text it cannot read", () => {
    expect(formatCourseDuration("3 months", "en")).toBe("3 months");
    expect(formatCourseDuration("Self-paced", "ne")).toBe("Self-paced");
  });
});
