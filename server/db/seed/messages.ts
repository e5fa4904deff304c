import { PLACES } from "../../../domain/places";
import type { messages } from "../schema";
import type { SeededJob } from "./jobs";
import type { Random } from "./random";

type Line = { from: "customer" | "pro"; text: string };

const MINUTE_MS = 60_000;

function opening(job: SeededJob, proName: string, customerName: string): Line[] {
  const when =
    job.seed.jobType === "instant"
      ? "in about 20 minutes"
      : job.seed.jobType === "scheduled"
        ? "on the day, an hour early"
        : "tomorrow at 9 in the morning";
  return [
    { from: "customer", text: `Namaste ${proName} ji, thank you for taking this job. When can you come?` },
    {
      from: "pro",
      text: `Namaste ${customerName} ji! I can be there ${when}. Please send me the exact location.`,
    },
    {
      from: "customer",
      text: `We are in ${PLACES[job.seed.place].area}, the house with the green gate. I will pin it on the map.`,
    },
  ];
}

const STARTED: Line[] = [
  { from: "pro", text: "I have started the work. I will update you when it is done." },
  { from: "customer", text: "Thank you. Call me if you need anything from the market." },
];

const FINISHED: Line[] = [
  { from: "pro", text: "All done. Please check everything and tell me if anything needs fixing." },
  { from: "customer", text: "Checked it, everything works well. Dhanyabad!" },
];

/**
 * A short thread between the customer and the hired professional of every job that got as far as
 * a hire. The newest message of a job still under way is unread.
 */
export function buildMessages(random: Random, jobs: SeededJob[], now: Date) {
  const rows: (typeof messages.$inferInsert)[] = [];
  for (const job of jobs) {
    const { hired, customer } = job;
    if (!hired || !job.acceptedAt) continue;
    const thread: { line: Line; at: Date }[] = [];
    const add = (lines: Line[], from: Date) => {
      let at = from.getTime();
      for (const line of lines) {
        at += random.int(2, 40) * MINUTE_MS;
        thread.push({ line, at: new Date(Math.min(at, now.getTime())) });
      }
    };
    add(opening(job, hired.firstName, customer.firstName), job.acceptedAt);
    if (job.startedAt) add(STARTED, job.startedAt);
    if (job.completedAt) add(FINISHED, job.completedAt);

    const underWay = job.seed.status === "accepted" || job.seed.status === "in-progress";
    thread.forEach(({ line, at }, index) => {
      const fromCustomer = line.from === "customer";
      rows.push({
        id: random.uuid(),
        senderId: fromCustomer ? customer.id : hired.id,
        receiverId: fromCustomer ? hired.id : customer.id,
        jobId: job.id,
        content: line.text,
        isRead: !(underWay && index === thread.length - 1),
        createdAt: at,
      });
    });
  }
  return rows;
}
