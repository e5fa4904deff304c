import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/test/render";
import { ProfilePhotoField } from "./profile-photo-field";
import { proProfile } from "./test-profile";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);
const URL_OF_PHOTO = "/api/media/0b9d8a5e-1f0e-4a55-9a4c-2f5c8b1d6e70";

const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
  init?.method === "PUT"
    ? new Response(JSON.stringify({ ...proProfile, profileImageUrl: URL_OF_PHOTO }), { status: 200 })
    : new Response(JSON.stringify({ ...proProfile, profileImageUrl: null }), { status: 200 }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const choose = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

it("sends a chosen photo as the form's `photo` and says so", async () => {
  renderWithQuery(<ProfilePhotoField profile={proProfile} />, { toasts: true });
  expect(screen.getByRole("button", { name: "Add a photo" })).toBeTruthy();
  choose(new File([PNG], "me.png", { type: "image/png" }));
  expect(await screen.findByText("Profile photo updated")).toBeTruthy();
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/users/profile/photo");
  expect(init?.method).toBe("PUT");
  const sent = (init?.body as FormData | undefined)?.get("photo") as File;
  expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
});

it("refuses a file that is not a JPEG, PNG or WebP by its bytes, whatever its name, and sends nothing", async () => {
  renderWithQuery(<ProfilePhotoField profile={proProfile} />);
  choose(new File(["GIF89a...."], "me.png", { type: "image/png" }));
  expect(await screen.findByText("Upload a JPEG, PNG or WebP photo")).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("removes a photo back to initials", async () => {
  renderWithQuery(<ProfilePhotoField profile={{ ...proProfile, profileImageUrl: URL_OF_PHOTO }} />, {
    toasts: true,
  });
  fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
  await waitFor(() => expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("DELETE"));
  expect(await screen.findByText("Profile photo removed")).toBeTruthy();
});
