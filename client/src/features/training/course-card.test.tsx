import type { Program } from "@domain/training/schemas";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { renderWithQuery, stubFetch } from "@/test/render";
import { CourseCard } from "./course-card";

stubFetch();
afterEach(() => setLanguage("en"));

const course: Program = {
  id: "44444444-4444-4444-8444-444444444444",
  title: "Solar PV Installation (Level 2)",
  description: "Mount, wire and commission rooftop solar systems.",
  category: "Electrical & Electronics",
  occupation: "Solar technician",
  provider: "CTEVT Butwal",
  instructor: null,
  duration: "3 months",
  durationWeeks: 13,
  price: 60000,
  originalPrice: null,
  imageUrl: null,
  level: "intermediate",
  deliveryMode: "in-person",
  province: "Lumbini",
  district: "Rupandehi",
  location: null,
  students: 42,
  rating: 4.5,
  reviewCount: 12,
  myEnrollment: null,
};

describe("a course card", () => {
  it("gives the course's length as written in English and in Nepali words and digits", async () => {
    renderWithQuery(<CourseCard course={course} />);
    expect(screen.getByText("3 months")).toBeTruthy();
    await setLanguage("ne");
    expect(await screen.findByText("३ महिना")).toBeTruthy();
    expect(screen.queryByText("3 months")).toBeNull();
  });
});
