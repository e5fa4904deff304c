import { z } from "zod";
import { filledText, requiredText } from "../text";
import { PASSWORD_MIN_LENGTH, PASSWORD_ONE_CHARACTER, PASSWORD_TOO_COMMON } from "./rules";
import { SelfServiceRole } from "./user";
import { isCommonPassword, isOneCharacterRepeated } from "./weak-passwords";

export * from "./rules";

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

/**
 * The rule of every password a person chooses (sign-up and password change): long enough, and not
 * one an attacker tries first (NIST SP 800-63B 5.1.1.2). The forms check it too, from this schema.
 */
export const newPassword = (label: string) =>
  requiredText(label)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, `${label} must be at most 200 characters`)
    .refine((password) => !isOneCharacterRepeated(password), PASSWORD_ONE_CHARACTER)
    .refine((password) => !isCommonPassword(password), PASSWORD_TOO_COMMON);

export const SignupBody = z.object({
  email,
  password: newPassword("Password"),
  firstName: filledText("First name", 80),
  lastName: filledText("Last name", 80),
  role: SelfServiceRole.default("customer"),
});
export type SignupBody = z.input<typeof SignupBody>;

const changePasswordFields = {
  currentPassword: requiredText("Current password")
    .min(1, "Current password is required")
    .max(200, "Current password must be at most 200 characters"),
  newPassword: newPassword("New password"),
};
const NEW_PASSWORD_UNCHANGED = "New password must be different from the current one";

export const ChangePasswordBody = z
  .object(changePasswordFields)
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ["newPassword"],
    message: NEW_PASSWORD_UNCHANGED,
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** The change-password form: the body plus the new password typed twice. */
export const ChangePasswordForm = z
  .object({ ...changePasswordFields, confirmPassword: z.string() })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ["newPassword"],
    message: NEW_PASSWORD_UNCHANGED,
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords do not match",
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
