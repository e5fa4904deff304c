import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/** Renders `ui` as the app does: in a fresh query cache, with the toaster beside it when `toasts`. */
export function renderWithQuery(ui: ReactNode, { toasts = false } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      {toasts && <Toaster closeLabel="Close" regionLabel="Notifications" />}
    </QueryClientProvider>,
  );
}

/** A fetch mock that stands in for the network in every test of the file, reset before each. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
