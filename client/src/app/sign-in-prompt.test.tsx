import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ProActions } from "@/features/professionals/dialog/pro-actions";
import { takeReturn } from "@/lib/return-after-login";
import { renderWithQuery, stubFetch } from "@/test/render";
import { SignInPrompt } from "./sign-in-prompt";

const PRO = "22222222-2222-4222-8222-222222222222";
const pro = { id: PRO } as ProfessionalDetail;
const fetchMock = stubFetch();

function renderAsVisitor() {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ code: "auth.unauthenticated", message: "You are not logged in" }), {
      status: 401,
    }),
  );
  renderWithQuery(
    <>
      <ProActions pro={pro} />
      <SignInPrompt />
    </>,
    { toasts: true },
  );
}

beforeEach(() => {
  window.history.replaceState(null, "", `/professionals?skills=plumb&pro=${PRO}`);
  sessionStorage.clear();
});

describe("a visitor tapping what needs an account", () => {
  it("is asked to sign in to save professionals, not told they are logged out, and comes back after", async () => {
    renderAsVisitor();
    fireEvent.click(await screen.findByRole("button", { name: "Save Professional" }));

    const prompt = await screen.findByRole("dialog", { name: "Sign in to save professionals" });
    expect(prompt.textContent).not.toMatch(/logged out/);
    expect(screen.queryByText("Unauthorized")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(takeReturn()).toBe(`/professionals?skills=plumb&pro=${PRO}`);
  });

  it("is asked to sign in to book, and goes on to the booking after signing in", async () => {
    renderAsVisitor();
    fireEvent.click(await screen.findByRole("button", { name: "Book Now" }));

    await screen.findByRole("dialog", { name: "Sign in to book a professional" });
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));

    await waitFor(() => expect(window.location.search).toBe("?mode=signup"));
    expect(takeReturn()).toBe(`/book/${PRO}`);
  });

  it("is asked to sign in to message, and 'Not now' leaves them where they are", async () => {
    renderAsVisitor();
    fireEvent.click(await screen.findByRole("button", { name: "Send a Message" }));

    await screen.findByRole("dialog", { name: "Sign in to message professionals" });
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname).toBe("/professionals");
    expect(takeReturn()).toBeNull();
  });
});
