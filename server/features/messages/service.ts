import type { z } from "zod";
import { type CurrentUser, fullName } from "../../../domain/auth/user";
import type {
  Conversation,
  Message,
  SendMessageBody,
  ThreadPage,
  ThreadQuery,
  ThreadRef,
} from "../../../domain/messages/schemas";
import type { Db } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { appError } from "../../errors";
import { recomputeTrackRecord } from "../dashboard/track-record";
import { publish } from "../events/publish";
import {
  countUnread,
  findActiveUser,
  findConversations,
  findJob,
  findThreadPage,
  insertMessage,
  type MessageRow,
  markThreadRead,
} from "./queries";

type SendInput = z.output<typeof SendMessageBody>;
type ThreadInput = z.output<typeof ThreadQuery>;
type ThreadRefInput = z.output<typeof ThreadRef>;

const toMessage = (row: MessageRow): Message => isoDates(row);

/** The job of a thread, refusing jobs that do not exist. */
async function jobOf(db: Db, jobId: string | null | undefined) {
  if (!jobId) return null;
  const job = await findJob(db, jobId);
  if (!job) throw appError("job.not_found");
  return job;
}

/**
 * Sends a message. A thread about a job is always between the job's customer and someone else:
 * anyone may write to the customer about it, and the customer may write to anyone about it.
 */
export async function sendMessage(db: Db, sender: CurrentUser, body: SendInput): Promise<Message> {
  const senderId = sender.id;
  if (body.receiverId === senderId) throw appError("message.to_self");
  if (!(await findActiveUser(db, body.receiverId))) throw appError("message.receiver_not_found");
  const job = await jobOf(db, body.jobId);
  if (job && job.customerId !== senderId && job.customerId !== body.receiverId) {
    throw appError("message.not_job_thread");
  }
  const row = await db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      senderId,
      receiverId: body.receiverId,
      jobId: job?.id ?? null,
      content: body.content,
    });
    await publish(tx, [body.receiverId], {
      type: "message.created",
      messageId: message.id,
      senderId,
      senderName: fullName(sender),
      jobId: message.jobId,
    });
    // A professional's first reply to someone who wrote to them counts towards their response time.
    if (sender.role === "professional") await recomputeTrackRecord(tx, [senderId]);
    return message;
  });
  return toMessage(row);
}

/** A page of my thread with one person about one job (or none), oldest first. */
export async function readThread(db: Db, me: string, query: ThreadInput): Promise<ThreadPage> {
  if (query.with === me) throw appError("message.to_self");
  const job = await jobOf(db, query.jobId);
  const rows = await findThreadPage(db, {
    me,
    other: query.with,
    jobId: job?.id ?? null,
    before: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map(toMessage),
    hasMore: rows.length > query.limit,
    job: job ? { id: job.id, title: job.title } : null,
  };
}

export async function markRead(db: Db, me: string, thread: ThreadRefInput): Promise<{ updated: number }> {
  if (thread.with === me) throw appError("message.to_self");
  const updated = await markThreadRead(db, me, thread.with, thread.jobId ?? null);
  return { updated };
}

export async function unreadCount(db: Db, me: string): Promise<{ count: number }> {
  return { count: await countUnread(db, me) };
}

export async function listConversations(db: Db, me: string): Promise<Conversation[]> {
  const rows = await findConversations(db, me);
  return rows.map(({ message, unreadCount, otherUser, jobTitle }) => {
    const lastMessage = toMessage(message);
    return {
      otherUser,
      job: message.jobId && jobTitle !== null ? { id: message.jobId, title: jobTitle } : null,
      lastMessage,
      unreadCount,
      updatedAt: lastMessage.createdAt,
    };
  });
}
