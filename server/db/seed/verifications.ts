import type { users, verifications } from "../schema";
import { demoDocumentPdf } from "./demo-document";
import type { People } from "./people";
import type { Random } from "./random";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type UserRow = typeof users.$inferInsert;
/** A verification row and the document it names, to be stored before the row is written. */
export type SeededDocument = { row: typeof verifications.$inferInsert; pdf: Buffer };

const documentUrlOf = (id: string) => `/api/verifications/${id}/document`;

/**
 * The documents behind the demo's Verified badges: every verified professional's citizenship,
 * approved by the admin a day after it was sent (so an admin can read it and revoke it), and one
 * unverified professional's, sent a few hours ago and waiting in the queue. Each professional's user
 * row is pointed at their document, as an upload and an approval would.
 */
export function buildVerifications(random: Random, people: People, now: Date): SeededDocument[] {
  const adminId = people.get("admin").id;
  const rowOf = new Map(people.rows.map((row) => [row.id, row]));
  const documents: SeededDocument[] = [];
  const add = (user: UserRow, submittedAt: Date, approved: boolean) => {
    const id = random.uuid();
    const name = `${user.firstName} ${user.lastName}`;
    const pdf = demoDocumentPdf([
      "Citizenship certificate (demo)",
      `Name: ${name}`,
      `Permanent address: ${user.location ?? "Nepal"}`,
      `Certificate no. ${random.int(10, 77)}-${random.int(1, 99)}-${random.int(10_000, 99_999)}`,
      "A stand-in made for the Sipalu demo: not a real document.",
    ]);
    const documentUrl = documentUrlOf(id);
    documents.push({
      pdf,
      row: {
        id,
        userId: user.id as string,
        verificationType: "kyc",
        documentUrl,
        contentType: "application/pdf",
        fileSize: pdf.length,
        fileName: `citizenship-${name.toLowerCase().replace(/\s+/g, "-")}.pdf`,
        status: approved ? "approved" : "pending",
        submittedAt,
        ...(approved && {
          approvedBy: adminId,
          reviewedAt: new Date(submittedAt.getTime() + random.int(2, 30) * HOUR_MS),
          adminNotes: random.pick(["Name and photo match the profile.", "Checked against the profile name."]),
        }),
      },
    });
    user.kycDocumentUrl = documentUrl;
    user.kycStatus = approved ? "approved" : "pending";
  };
  const rows = people.professionals.flatMap((person) => {
    const row = rowOf.get(person.id);
    return row ? [row] : [];
  });
  for (const row of rows.filter((one) => one.isVerified)) {
    const joined = (row.createdAt as Date).getTime();
    add(row, new Date(joined + random.int(1, 5) * DAY_MS), true);
  }
  const waiting = rows.find((one) => !one.isVerified);
  if (waiting) add(waiting, new Date(now.getTime() - random.int(2, 6) * HOUR_MS), false);
  return documents;
}
