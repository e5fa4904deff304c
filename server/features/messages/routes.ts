import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  Conversation,
  MarkReadResponse,
  Message,
  SendMessageBody,
  ThreadPage,
  ThreadQuery,
  ThreadRef,
  UnreadCount,
} from "../../../domain/messages/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { listConversations, markRead, readThread, sendMessage, unreadCount } from "./service";

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/messages",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["messages"],
        summary: "Send a message to someone, about a job (with its customer) or in general",
        body: SendMessageBody,
        response: {
          201: Message,
          ...errors(
            "message.to_self",
            "message.not_job_thread",
            "job.not_found",
            "message.receiver_not_found",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return sendMessage(request.db, currentUser(request), request.body);
    },
  );

  app.get(
    "/api/messages/conversations",
    {
      onRequest: authenticated,
      schema: {
        tags: ["messages"],
        summary: "My conversations, one per person and job, newest first, with unread counts",
        response: { 200: Conversation.array(), ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listConversations(request.db, currentUser(request).id),
  );

  app.get(
    "/api/messages/thread",
    {
      onRequest: authenticated,
      schema: {
        tags: ["messages"],
        summary: "A page of my messages with one person about one job (or none), oldest first",
        querystring: ThreadQuery,
        response: { 200: ThreadPage, ...errors("message.to_self", "auth.unauthenticated", "job.not_found") },
      },
    },
    async (request) => readThread(request.db, currentUser(request).id, request.query),
  );

  app.post(
    "/api/messages/read",
    {
      onRequest: authenticated,
      schema: {
        tags: ["messages"],
        summary: "Mark the messages I received in a thread as read",
        body: ThreadRef,
        response: { 200: MarkReadResponse, ...errors("message.to_self", "auth.unauthenticated") },
      },
    },
    async (request) => markRead(request.db, currentUser(request).id, request.body),
  );

  app.get(
    "/api/messages/unread-count",
    {
      onRequest: authenticated,
      schema: {
        tags: ["messages"],
        summary: "How many messages I have not read yet",
        response: { 200: UnreadCount, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => unreadCount(request.db, currentUser(request).id),
  );
};
