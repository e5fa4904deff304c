import { z } from "zod";
import { UserRole } from "../auth/user";
import { requiredText } from "../text";
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  THREAD_MAX_PAGE_SIZE,
  THREAD_PAGE_SIZE,
} from "./rules";

export * from "./rules";

/** An id field whose errors name it: "Receiver is required", "Receiver must be a valid id". */
function idField(label: string) {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a valid id`,
  });
}

/** The job a message is about; left out (or null) for a general conversation. */
const optionalJobId = idField("Job").nullish();

/** POST /api/messages (SPEC §7: receiverId, content, jobId). */
export const SendMessageBody = z.object({
  receiverId: idField("Receiver"),
  content: requiredText("Message").trim().min(1, MESSAGE_REQUIRED).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
  jobId: optionalJobId,
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

/** A message as the API returns it (SPEC §3); dates are ISO strings. */
export const Message = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  jobId: z.uuid().nullable(),
  content: z.string(),
  attachmentUrls: z.array(z.string()),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Message = z.infer<typeof Message>;

/** What a conversation shows of the other person. */
export const MessagePerson = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: UserRole,
});
export type MessagePerson = z.infer<typeof MessagePerson>;

export const MessageJob = z.object({ id: z.uuid(), title: z.string() });
export type MessageJob = z.infer<typeof MessageJob>;

/** One thread of the signed-in user: one per other person and job (or no job). */
export const Conversation = z.object({
  otherUser: MessagePerson,
  job: MessageJob.nullable(),
  lastMessage: Message,
  unreadCount: z.number().int().min(0),
  updatedAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof Conversation>;

/** Which thread: the other person, and the job (omitted for the conversation about no job). */
export const ThreadRef = z.object({
  with: idField("Person"),
  jobId: optionalJobId,
});
export type ThreadRef = z.input<typeof ThreadRef>;

/** GET /api/messages/thread: a page of messages older than `before` (a message id), newest page first. */
export const ThreadQuery = ThreadRef.extend({
  before: idField("Before").optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(THREAD_MAX_PAGE_SIZE, `Limit must be at most ${THREAD_MAX_PAGE_SIZE}`)
    .default(THREAD_PAGE_SIZE),
});
export type ThreadQuery = z.input<typeof ThreadQuery>;

/** A page of a thread, oldest first; `hasMore` when older messages remain. */
export const ThreadPage = z.object({
  messages: z.array(Message),
  hasMore: z.boolean(),
  job: MessageJob.nullable(),
});
export type ThreadPage = z.infer<typeof ThreadPage>;

export const MarkReadResponse = z.object({ updated: z.number().int().min(0) });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;
