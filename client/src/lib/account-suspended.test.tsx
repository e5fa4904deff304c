import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { api } from "./api";
import { createQueryClient } from "./query-client";

// Any API call answered 403 auth.suspended signs the user out to the login page that says why; it
// is not retried, and the login page itself does not send them there again.

const assign = vi.fn();
let path = "/jobs";

const realLocation = window.location;

beforeEach(() => {
  assign.mockClear();
  vi.spyOn(window, "location", "get").mockImplementation(() => {
    const [pathname = "/", query] = path.split("?");
    return { ...realLocation, pathname, search: query ? `?${query}` : "", assign };
  });
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            code: "auth.suspended",
            message: "Your account has been suspended. Please contact Sipalu support.",
          }),
          { status: 403 },
        ),
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Jobs() {
  useQuery({ queryKey: ["/api/jobs"], queryFn: () => api.get("/api/jobs") });
  return null;
}

it("signs out from any page whose call is answered auth.suspended, without retrying it", async () => {
  path = "/jobs";
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Jobs />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(assign).toHaveBeenCalledWith("/login?reason=suspended"));
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("stays on the login page that says why", async () => {
  path = "/login?reason=suspended";
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Jobs />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryState(["/api/jobs"])?.status).toBe("error"));
  expect(assign).not.toHaveBeenCalled();
});
