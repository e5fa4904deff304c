import { z } from "zod";

/** A string field whose errors name it: "Email is required", "Email must be text". */
export function requiredText(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });
}
