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

/** The sign-in page with its email form (a chunk of its own, there at once on a wide screen). */
async function renderSignIn() {
  renderLogin();
  await screen.findByLabelText("Email");
}

const fetchMock = stubFetch();

describe("sign in", () => {
  it("keeps the spec's wording for the missing-information toast", async () => {
    expect(`${i18n.t("login.missingTitle")} - ${i18n.t("login.missingDescription")}`).toBe(
      LOGIN_MISSING_MESSAGE,
    );
  });

  it("says 'Missing information' in the form and calls nothing when a box is empty", async () => {
    await renderSignIn();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "customer@demo.np" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Missing informationPlease enter both email and password.");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says under the email box that an address is malformed, without asking the server", async () => {
    await renderSignIn();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "customer.demo.np" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "demo1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(/email:/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a refused sign-in in the form: 'Login failed' and the server's reason", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: "auth.invalid_credentials", message: "Invalid email or password" }),
        {
          status: 401,
        },
      ),
    );
    await renderSignIn();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "customer@demo.np" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Login failedInvalid email or password");
    // In the form, not in a toast that goes away.
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("fills the form from a demo account", async () => {
    await renderSignIn();
    fireEvent.click(screen.getByRole("button", { name: /pro@demo\.np/ }));
    await screen.findByDisplayValue("pro@demo.np");

    expect(screen.getByRole("tab", { name: "Professional", selected: true })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("pro@demo.np");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("demo1234");
  });

  it("never offers the demo password for the admin, whose password is generated per install", async () => {
    await renderSignIn();
    expect(screen.getByText(/Password of the customer and the professional: demo1234/)).toBeTruthy();
    const admin = screen.getByRole("button", { name: /admin@demo\.np/ });
    expect(admin.textContent).toMatch(
      /generated on first start, in the server's data folder \(admin-password\)/,
    );
    fireEvent.click(admin);
    await screen.findByDisplayValue("admin@demo.np");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("admin@demo.np");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });
});

describe("sign in by phone", () => {
  it("sends a code to the number, then asks a new number's name with the code kept", async () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Phone" }));
    const number = await screen.findByLabelText("Mobile number");
    fireEvent.change(number, { target: { value: "98" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/Enter a valid Nepali mobile number/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ expiresInSeconds: 300, resendInSeconds: 60 }), { status: 202 }),
    );
    fireEvent.change(number, { target: { value: "९८४१२३४५६७" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("We sent a 6-digit code to 9841234567. It works for 5 minutes."),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      phone: "+9779841234567",
      purpose: "sign-in",
    });
    expect(screen.getByRole("button", { name: /^New code in/ }).hasAttribute("disabled")).toBe(true);

    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: "auth.name_needed",
          message: "firstName: This number has no account yet: enter your name to create one",
          field: "firstName",
        }),
        { status: 400 },
      ),
    );
    fireEvent.change(screen.getByLabelText("6-digit code"), { target: { value: "482 913" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(
      await screen.findByText("This number has no account yet: enter your name to create one."),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      phone: "+9779841234567",
      code: "482913",
    });
    expect(screen.getByRole("button", { name: "Create account" })).toBeTruthy();
  });
});

describe("sign up", () => {
  it("shows the schema's errors under each field", async () => {
    renderLogin("/login?mode=signup");
    // The sign-up form is a chunk of its own (fetched when idle, or at once here).
    await screen.findByLabelText("First name");
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

  it("says under the email box that the email already has an account", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: "auth.email_taken", message: "An account with this email already exists" }),
        { status: 409 },
      ),
    );
    renderLogin("/login?mode=signup");
    // The sign-up form is a chunk of its own (fetched when idle, or at once here).
    await screen.findByLabelText("First name");
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Sita" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Sharma" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "customer@demo.np" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "kathmandu-valley-2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByText("An account with this email already exists")).toBeTruthy();
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "An account with this email already exists",
    );
  });
});
