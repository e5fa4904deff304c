import type { LiveEvent } from "../../../domain/events/schemas";
import { type PushLanguage, pushWords } from "../push/words";

/** One SMS part in GSM-7; a Nepali text (UCS-2) takes three parts at this length. */
const MAX_LENGTH = 160;
/** A job title keeps this much at least, even when a long link leaves less room. */
const MIN_TITLE = 20;
/** In Nepali every character costs twice as much (70 to a part): its job titles stay shorter. */
const MAX_NEPALI_TITLE = 30;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** Shortened with "..." (GSM-7 has no "…": one such character would make the whole text UCS-2). */
const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...`;

/**
 * An SMS of a notification, in the person's language: what happened (the push's own title), the
 * job's title, and the link to open it; within 160 characters in English by shortening the title.
 */
export function smsText(event: LiveEvent, language: PushLanguage, url: string): string {
  const { title } = pushWords(event, language);
  const job = oneLine(
    event.type === "booking.updated" ? event.jobTitle : event.type === "instant.request" ? event.title : "",
  );
  if (!job) return `${title} ${url}`;
  const room = MAX_LENGTH - title.length - url.length - 3;
  const max = Math.max(MIN_TITLE, language === "ne" ? Math.min(room, MAX_NEPALI_TITLE) : room);
  return `${title}: ${cut(job, max)} ${url}`;
}
