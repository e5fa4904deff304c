import type { CurrentUser } from "@domain/auth/user";
import type { Conversation, ThreadPage } from "@domain/messages/schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { MessagesPage } from "./messages-page";

const me: CurrentUser = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "customer@demo.np",
  firstName: "Sita",
  lastName: "Sharma",
  profileImageUrl: null,
  role: "customer",
  location: "Kathmandu",
  isVerified: false,
  phone: null,
  phoneVerified: false,
};
const RAM = "22222222-2222-4222-8222-222222222222";
const PEMBA = "44444444-4444-4444-8444-444444444444";
const JOB = "33333333-3333-4333-8333-333333333333";

const conversation: Conversation = {
  otherUser: { id: RAM, firstName: "Ram", lastName: "Thapa", profileImageUrl: null, role: "professional" },
  job: { id: JOB, title: "Fix the kitchen tap" },
  lastMessage: {
    id: "m2",
    senderId: RAM,
    receiverId: me.id,
    jobId: JOB,
    content: "I can come at 9.",
    attachmentUrls: [],
    isRead: false,
    createdAt: new Date().toISOString(),
  },
  unreadCount: 1,
  updatedAt: new Date().toISOString(),
};

const emptyThread: ThreadPage = { messages: [], hasMore: false, job: null };
const routes: Record<string, unknown> = {};
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const path = url.split("?")[0] ?? url;
  if (init?.method === "POST") return new Response(JSON.stringify({ updated: 1 }), { status: 200 });
  const body = routes[path];
  return body === undefined
    ? new Response(JSON.stringify({ code: "route.not_found", message: `Not found: GET ${path}` }), {
        status: 404,
      })
    : new Response(JSON.stringify(body), { status: 200 });
});

function renderAt(search: string) {
  window.history.replaceState(null, "", `/messages${search}`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MessagesPage user={me} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockClear();
  for (const key of Object.keys(routes)) delete routes[key];
  routes["/api/messages/conversations"] = [conversation];
  routes["/api/messages/unread-count"] = { count: 1 };
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query, addEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe("messages page", () => {
  it("lists conversations with the job, preview and unread count", async () => {
    renderAt("");
    const link = await screen.findByRole("link", { name: /Ram Thapa/ });
    expect(link.getAttribute("href")).toBe(`/messages?to=${RAM}&jobId=${JOB}`);
    expect(within(link).getByText("Fix the kitchen tap")).toBeTruthy();
    expect(within(link).getByText("I can come at 9.")).toBeTruthy();
    expect(within(link).getByText("1 unread")).toBeTruthy();
    expect(screen.getByText("Select a conversation")).toBeTruthy();
  });

  it("shows the empty state when there are no conversations", async () => {
    routes["/api/messages/conversations"] = [];
    renderAt("");
    expect(await screen.findByText("No conversations yet")).toBeTruthy();
  });

  it("opens a thread, marks it read and focuses the message box", async () => {
    routes["/api/messages/thread"] = {
      messages: [conversation.lastMessage],
      hasMore: false,
      job: conversation.job,
    } satisfies ThreadPage;
    renderAt(`?to=${RAM}&jobId=${JOB}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Ram Thapa" })).toBeTruthy();
    expect(await screen.findByRole("log")).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/messages/read",
        expect.objectContaining({ method: "POST" }),
      ),
    );
    const read = fetchMock.mock.calls.find(([url]) => url === "/api/messages/read");
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ with: RAM, jobId: JOB });
    expect(document.activeElement).toBe(screen.getByLabelText("Message"));
  });

  it("starts a new thread from a deep link, naming the person from their public profile", async () => {
    routes["/api/messages/thread"] = emptyThread;
    routes[`/api/users/${PEMBA}`] = {
      id: PEMBA,
      firstName: "Pemba",
      lastName: "Sherpa",
      profileImageUrl: null,
      role: "professional",
    };
    renderAt(`?to=${PEMBA}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Pemba Sherpa" })).toBeTruthy();
    expect(screen.getByText("No messages yet")).toBeTruthy();
    expect(screen.getByText("General conversation", { selector: "p" })).toBeTruthy();
  });

  it("still offers the thread when the person cannot be looked up", async () => {
    routes["/api/messages/thread"] = emptyThread;
    renderAt(`?to=${PEMBA}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Sipalu user" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });
});
