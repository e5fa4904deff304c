// The link to a messages thread, written by any page that opens one and read by the messages page.

/** Which thread is open: the other person and the job it is about (null for none). */
export type OpenThread = { with: string; jobId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/messages?to=<userId>&jobId=<jobId>` → the thread to open; malformed ids open nothing. */
export function threadFromSearch(search: string): OpenThread | null {
  const params = new URLSearchParams(search);
  const to = params.get("to");
  const jobId = params.get("jobId");
  if (!to || !UUID.test(to)) return null;
  return { with: to, jobId: jobId && UUID.test(jobId) ? jobId : null };
}

export function threadHref(thread: OpenThread): string {
  const params = new URLSearchParams({ to: thread.with });
  if (thread.jobId) params.set("jobId", thread.jobId);
  return `/messages?${params}`;
}
