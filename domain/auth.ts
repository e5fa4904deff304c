import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./auth-rules";
import { requiredText } from "./text";
import { SelfServiceRole } from "./user";

export * from "./auth-rules";

const email = requiredText("Email")
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"));

export const LoginBody = z.object({
  email,
  password: requiredText("Password")
    .min(1, "Password is required")
    .max(200, "Password must be at most 200 characters"),
  role: SelfServiceRole.default("customer"),
});
export type LoginBody = z.input<typeof LoginBody>;

export const SignupBody = z.object({
  email,
  password: requiredText("Password")
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "Password must be at most 200 characters"),
  firstName: requiredText("First name")
    .trim()
    .min(1, "First name is required")
    .max(80, "First name must be at most 80 characters"),
  lastName: requiredText("Last name")
    .trim()
    .min(1, "Last name is required")
    .max(80, "Last name must be at most 80 characters"),
  role: SelfServiceRole.default("customer"),
});
export type SignupBody = z.input<typeof SignupBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
