import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { ChangePasswordForm, PASSWORD_ONE_CHARACTER, PASSWORD_TOO_COMMON, SignupBody } from "./schemas";

const signup = (password: string) =>
  SignupBody.safeParse({ email: "sita@example.np", password, firstName: "Sita", lastName: "Sharma" });
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("a new password", () => {
  it("is refused when it is one of the most common, whatever its letter case", () => {
    for (const password of ["password1", "PASSWORD", "Qwertyuiop", "iloveyou", "1q2w3e4r"]) {
      expect(messages(signup(password)), password).toEqual([PASSWORD_TOO_COMMON]);
    }
  });

  it("is refused when it is only spaces or one character repeated", () => {
    for (const password of ["        ", "aaaaaaaaaaaa", "zzzzzzzz", "ññññññññ"]) {
      expect(messages(signup(password)), JSON.stringify(password)).toEqual([PASSWORD_ONE_CHARACTER]);
    }
  });

  it("is accepted when it is long enough and not a common one", () => {
    for (const password of ["correct horse battery", "dharan-2026-electric", "पासवर्ड-धेरै-लामो"]) {
      expect(signup(password).success, password).toBe(true);
    }
  });

  it("follows the same rules on the change-password form", () => {
    const result = ChangePasswordForm.safeParse({
      currentPassword: "correct horse battery",
      newPassword: "football",
      confirmPassword: "football",
    });
    expect(messages(result)).toEqual([PASSWORD_TOO_COMMON]);
  });

  it("is checked against a list of the most common 8+ character passwords, in lower case", () => {
    const list = COMMON_PASSWORDS.split("\n");
    expect(list.length).toBeGreaterThan(3000);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((password) => password.length >= 8 && password === password.toLowerCase())).toBe(true);
  });
});
