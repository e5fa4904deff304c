import { isPublicRead } from "@/sw/cache-rules";
import { clockSamples } from "./server-clock-samples";

/**
 * The server's clock, as the Date header of its answers tells it: a phone whose clock is wrong (set
 * by hand, a dead battery's reset) must still be told what the server will decide, e.g. whether a
 * cancellation is late. Only answers that just came from the server count: a public read may be the
 * service worker's cached copy, with the Date of when it was cached. The API client keeps the last
 * few answers' headers (./server-clock-samples.ts); they are read here, off the first load.
 */

/** Below this, the difference is the header's one-second grain and the network's delay: none. */
const NOTICED_SKEW_MS = 5_000;

/** How far the server's clock is ahead of the device's (ms), by the latest answer that counts. */
function offsetMs(): number {
  for (const sample of [...clockSamples].reverse()) {
    if (isPublicRead(sample, new URL(sample.url, window.location.href), window.location.origin)) continue;
    const date = Date.parse(sample.date);
    if (Number.isNaN(date)) continue;
    // The header is truncated to the second and was written between sending and receiving.
    const skew = date + 500 - (sample.sentAt + sample.receivedAt) / 2;
    return Math.abs(skew) < NOTICED_SKEW_MS ? 0 : Math.round(skew);
  }
  return 0;
}

/** Now, by the server's clock as last seen (the device's own when they agree or nothing says). */
export const serverNow = (): Date => new Date(Date.now() + offsetMs());
