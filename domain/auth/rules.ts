// Sign-in constants without zod, so the login page can use them without downloading it
// (domain/auth/schemas.ts re-exports them next to its schemas).

export const LOGIN_MISSING_MESSAGE = "Missing information - Please enter both email and password.";

export const PASSWORD_MIN_LENGTH = 8;

/** Why a new password is refused beyond its length (domain/auth/weak-passwords.ts decides). */
export const PASSWORD_TOO_COMMON =
  "This password is one of the most common: choose one that is harder to guess";
export const PASSWORD_ONE_CHARACTER = "A password cannot be only spaces or one character repeated";

export const DEMO_PASSWORD = "demo1234";

export const DEMO_ACCOUNTS = {
  customer: "customer@demo.np",
  professional: "pro@demo.np",
  admin: "admin@demo.np",
} as const;
