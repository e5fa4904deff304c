import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { ChangePasswordForm } from "./change-password-form";

let answer: { status: number; body: unknown };
const fetchMock = vi.fn<typeof fetch>(async () =>
  answer.status === 204
    ? new Response(null, { status: 204 })
    : new Response(JSON.stringify(answer.body), answer),
);
const posts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/auth/password" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  answer = { status: 204, body: null };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Change password" }));

it("sends the current and the new password, and empties the form once changed", async () => {
  fill("Current password", "old-secret-1");
  fill("New password", "new-secret-2026");
  fill("Confirm new password", "new-secret-2026");
  submit();
  await waitFor(() =>
    expect(posts()).toEqual([{ currentPassword: "old-secret-1", newPassword: "new-secret-2026" }]),
  );
  await waitFor(() => expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe(""));
});

it("shows the form's mistakes under their fields and sends nothing", async () => {
  fill("Current password", "old-secret-1");
  fill("New password", "short");
  fill("Confirm new password", "other");
  submit();
  expect(await screen.findByText("New password must be at least 8 characters")).toBeTruthy();
  expect(screen.getByText("The two new passwords do not match")).toBeTruthy();
  expect(posts()).toEqual([]);
});

it("refuses a common password or one character repeated under its field, before sending", async () => {
  fill("Current password", "old-secret-1");
  fill("New password", "Sunshine");
  fill("Confirm new password", "Sunshine");
  submit();
  expect(
    await screen.findByText("This password is one of the most common: choose one that is harder to guess"),
  ).toBeTruthy();
  fill("New password", "        ");
  fill("Confirm new password", "        ");
  submit();
  expect(await screen.findByText("A password cannot be only spaces or one character repeated")).toBeTruthy();
  expect(posts()).toEqual([]);
});

it("shows a refused current password under its field", async () => {
  answer = {
    status: 403,
    body: { code: "auth.wrong_current_password", message: "Your current password is not correct" },
  };
  fill("Current password", "a-wrong-guess");
  fill("New password", "new-secret-2026");
  fill("Confirm new password", "new-secret-2026");
  submit();
  expect(await screen.findByText("Your current password is not correct")).toBeTruthy();
  expect(screen.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
});
