import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponse } from "../../../domain/auth";
import {
  Conversation,
  MarkReadResponse,
  Message,
  SendMessageBody,
  ThreadPage,
  ThreadQuery,
  ThreadRef,
  UnreadCount,
} from "../../../domain/messages";
import { authenticated, currentUser } from "../../plugins/guards";
import { listConversations, markRead, readThread, sendMessage, unreadCount } from "./service";

const errors = { 400: MessageResponse, 401: MessageResponse };
const security = [{ session: [] }];

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/messages",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["messages"],
        summary: "Send a message to someone, about a job (with its customer) or in general",
        security,
        body: SendMessageBody,
        response: { 201: Message, 403: MessageResponse, 404: MessageResponse, ...errors },
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
        security,
        response: { 200: Conversation.array(), 401: MessageResponse },
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
        security,
        querystring: ThreadQuery,
        response: { 200: ThreadPage, 404: MessageResponse, ...errors },
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
        security,
        body: ThreadRef,
        response: { 200: MarkReadResponse, ...errors },
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
        security,
        response: { 200: UnreadCount, 401: MessageResponse },
      },
    },
    async (request) => unreadCount(request.db, currentUser(request).id),
  );
};
