import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { Composer } from "./composer";

const RAM = "22222222-2222-4222-8222-222222222222";
const JOB = "33333333-3333-4333-8333-333333333333";
const fetchMock = vi.fn<typeof fetch>();

function renderComposer() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Composer me="11111111-1111-4111-8111-111111111111" thread={{ with: RAM, jobId: JOB }} />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </QueryClientProvider>,
  );
  return screen.getByLabelText("Message") as HTMLTextAreaElement;
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("composer", () => {
  it("sends the trimmed text on Enter and clears the box", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ receiverId: RAM, jobId: JOB }), { status: 201 }),
    );
    const box = renderComposer();
    fireEvent.change(box, { target: { value: "  Namaste, are you free today?  " } });
    fireEvent.keyDown(box, { key: "Enter" });

    await waitFor(() => expect(box.value).toBe(""));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/messages");
    expect(sentBodies()).toEqual([{ receiverId: RAM, jobId: JOB, content: "Namaste, are you free today?" }]);
  });

  it("leaves Shift+Enter to the text box as a new line", () => {
    const box = renderComposer();
    fireEvent.change(box, { target: { value: "First line" } });
    const event = fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(event).toBe(true); // not prevented: the browser inserts the newline
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts 'Missing Message' and sends nothing when the box is blank", async () => {
    const box = renderComposer();
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Missing Message")).toBeTruthy();
    expect(screen.getByText("Please enter a message")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sending fails, or 'Failed to send message'", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: "message.to_self", message: "You cannot message yourself" }), {
        status: 400,
      }),
    );
    const box = renderComposer();
    fireEvent.change(box, { target: { value: "Hello" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(await screen.findByText("You cannot message yourself")).toBeTruthy();
    expect(box.value).toBe("Hello");

    // A gateway that keeps failing: the submit retries after 1 s and 3 s (on a fake clock), then says so.
    fetchMock.mockImplementation(async () => new Response("Bad Gateway", { status: 502 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.keyDown(box, { key: "Enter" });
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(await screen.findByText("Failed to send message")).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
