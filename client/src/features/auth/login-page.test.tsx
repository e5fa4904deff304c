import { LOGIN_MISSING_MESSAGE } from "@domain/auth/schemas";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderWithQuery, stubFetch } from "@/test/render";
import { LoginPage } from "./login-page";

function renderLogin(path = "/login") {
  window.history.replaceState(null, "", path);
  return renderWithQuery(<LoginPage />, { toasts: true });
}

const fetchMock = stubFetch();

describe("sign in", () => {
  it("keeps the spec's wording for the missing-information toast", () => {
    expect(`${i18n.t("login.missingTitle")} - ${i18n.t("login.missingDescription")}`).toBe(
      LOGIN_MISSING_MESSAGE,
    );
  });

  it("toasts 'Missing information' and calls nothing when a box is empty", async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "customer@demo.np" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Missing information")).toBeTruthy();
    expect(screen.getByText("Please enter both email and password.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fills the form from a demo account", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: /pro@demo\.np/ }));

    expect(screen.getByRole("tab", { name: "Professional", selected: true })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("pro@demo.np");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("demo1234");
  });

  it("never offers the demo password for the admin, whose password is generated per install", () => {
    renderLogin();
    expect(screen.getByText(/Password of the customer and the professional: demo1234/)).toBeTruthy();
    const admin = screen.getByRole("button", { name: /admin@demo\.np/ });
    expect(admin.textContent).toMatch(
      /generated on first start, in the server's data folder \(admin-password\)/,
    );
    fireEvent.click(admin);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("admin@demo.np");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });
});

describe("sign up", () => {
  it("shows the schema's errors under each field", async () => {
    renderLogin("/login?mode=signup");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
