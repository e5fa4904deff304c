import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jobs, messages, users } from "../../db/schema";

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  jobId: messages.jobId,
  content: messages.content,
  attachmentUrls: messages.attachmentUrls,
  isRead: messages.isRead,
  createdAt: messages.createdAt,
};

export type MessageRow = typeof messages.$inferSelect;

/** Messages about this job, or (no job) those about no job. */
const aboutJob = (jobId: string | null): SQL => (jobId ? eq(messages.jobId, jobId) : isNull(messages.jobId));

/** Both directions between two people, about one job or none. */
const between = (me: string, other: string, jobId: string | null) =>
  and(
    or(
      and(eq(messages.senderId, me), eq(messages.receiverId, other)),
      and(eq(messages.senderId, other), eq(messages.receiverId, me)),
    ),
    aboutJob(jobId),
  );

export async function findActiveUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.suspendedAt)));
  return row;
}

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, customerId: jobs.customerId })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning(messageColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * The newest `limit` messages of a thread older than the message `before` (newest first). The
 * cursor message only counts when it is one of mine, so it cannot probe other people's threads.
 */
export async function findThreadPage(
  db: DbOrTx,
  thread: { me: string; other: string; jobId: string | null; before?: string; limit: number },
): Promise<MessageRow[]> {
  const { me, other, jobId, before, limit } = thread;
  const olderThanCursor = before
    ? sql`(${messages.createdAt}, ${messages.id}) < (
        select c.created_at, c.id from ${messages} c
        where c.id = ${before} and (c.sender_id = ${me} or c.receiver_id = ${me}))`
    : undefined;
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(between(me, other, jobId), olderThanCursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Marks what `me` received in the thread as read; returns how many changed. */
export async function markThreadRead(db: DbOrTx, me: string, other: string, jobId: string | null) {
  const updated = await db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.receiverId, me),
        eq(messages.senderId, other),
        aboutJob(jobId),
        eq(messages.isRead, false),
      ),
    )
    .returning({ id: messages.id });
  return updated.length;
}

export async function countUnread(db: DbOrTx, me: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(and(eq(messages.receiverId, me), eq(messages.isRead, false)));
  return row?.count ?? 0;
}

/**
 * Every thread of `me` in one query: a window over my messages picks each (other person, job)
 * pair's newest message and counts its unread ones; newest thread first.
 */
export async function findConversations(db: DbOrTx, me: string) {
  const otherId = sql<string>`case when ${messages.senderId} = ${me} then ${messages.receiverId} else ${messages.senderId} end`;
  const thread = sql`partition by ${otherId}, ${messages.jobId}`;
  const ranked = db
    .select({
      ...messageColumns,
      otherId: otherId.as("other_id"),
      rank: sql<number>`row_number() over (${thread} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
        "rank",
      ),
      unreadCount:
        sql<number>`count(*) filter (where ${messages.receiverId} = ${me} and not ${messages.isRead}) over (${thread})`
          .mapWith(Number)
          .as("unread_count"),
    })
    .from(messages)
    .where(or(eq(messages.senderId, me), eq(messages.receiverId, me)))
    .as("ranked");

  return db
    .select({
      message: {
        id: ranked.id,
        senderId: ranked.senderId,
        receiverId: ranked.receiverId,
        jobId: ranked.jobId,
        content: ranked.content,
        attachmentUrls: ranked.attachmentUrls,
        isRead: ranked.isRead,
        createdAt: ranked.createdAt,
      },
      unreadCount: ranked.unreadCount,
      otherUser: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        role: users.role,
      },
      jobTitle: jobs.title,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.otherId))
    .leftJoin(jobs, eq(jobs.id, ranked.jobId))
    .where(eq(ranked.rank, 1))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}
