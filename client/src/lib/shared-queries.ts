import type { Conversation } from "@domain/messages/schemas";
import type { PublicUser } from "@domain/profile/schemas";
import { queryOptions } from "@tanstack/react-query";
import { getByKey } from "./get-by-key";
import { conversationsKey, personKey } from "./query-keys";

// The queries more than one feature reads, so each is written once: the same key, URL and type.
// Types only from domain/: the messages feature (in the header) uses this file.

/** One person's public profile (the bid dialog's customer; a conversation not started yet). */
export const personQuery = (id: string | null) =>
  queryOptions({ queryKey: personKey(id ?? ""), queryFn: getByKey<PublicUser>, enabled: Boolean(id) });

/** My conversations, newest first (the messages page; who may be hired for a job). */
export const conversationsQuery = () =>
  queryOptions({ queryKey: conversationsKey, queryFn: getByKey<Conversation[]> });
