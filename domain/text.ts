import { z } from "zod";

/** A string field whose errors name it: "Email is required", "Email must be text". */
export function requiredText(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });
}

/** A required line of text, trimmed: "Title is required" when blank, "Title must be at most 120 characters". */
export function filledText(label: string, max: number) {
  return requiredText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}
