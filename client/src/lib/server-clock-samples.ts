/** One answer's Date header and when its request went and came back (read by ./server-clock.ts). */
export type ClockSample = { method: string; url: string; date: string; sentAt: number; receivedAt: number };

/** The last few answers of the API client, oldest first. */
export const clockSamples: ClockSample[] = [];

/** Keeps the Date header of an answer to `method url` sent at `sentAt` (ms). */
export function noteServerClock(method: string, url: string, response: Response, sentAt: number): void {
  const date = response.headers.get("Date");
  if (!date) return;
  clockSamples.push({ method, url, date, sentAt, receivedAt: Date.now() });
  if (clockSamples.length > 8) clockSamples.shift();
}
