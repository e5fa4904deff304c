// Sign-in constants without zod, so the login page can use them without downloading it
// (domain/auth.ts re-exports them next to its schemas).

export const LOGIN_MISSING_MESSAGE = "Missing information - Please enter both email and password.";

export const PASSWORD_MIN_LENGTH = 8;

export const DEMO_PASSWORD = "demo1234";

export const DEMO_ACCOUNTS = {
  customer: "customer@demo.np",
  professional: "pro@demo.np",
  admin: "admin@demo.np",
} as const;
