import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { SESSION_COOKIE } from "../features/auth/session-token";
import { describeOperation, SESSION_SCHEME } from "./operation";

/** Every tag an operation may carry, with what it groups (an operation with another tag fails the lint test). */
export const TAGS: { name: string; description: string }[] = [
  { name: "auth", description: "Accounts and sessions: sign up, sign in and out, change the password" },
  { name: "events", description: "Live events (new bids, messages, job changes) as Server-Sent Events" },
  { name: "messages", description: "Conversations between customers and professionals" },
  { name: "notifications", description: "What each person was told about, and how they want to hear of it" },
  { name: "jobs", description: "Jobs: posting, the public list, hiring and each step of a job's life" },
  {
    name: "payments",
    description:
      "Payments: paying for a job by eSewa or Khalti (or cash), held until the work is done, released, refunded or disputed; a professional's balance, statement and payouts",
  },
  {
    name: "bookings",
    description:
      "Bookings: a professional's free times, Book Now, and answering a booking (accept, decline, another time)",
  },
  {
    name: "instant-help",
    description: "Instant help: a request offered at once to nearby free professionals",
  },
  { name: "bids", description: "Bids on fixed-price jobs and where a bid stands" },
  {
    name: "quotes",
    description:
      "Quotes on hourly and contact jobs (labour and materials), and change requests after the start",
  },
  { name: "reviews", description: "Reviews of completed jobs" },
  { name: "estimates", description: "Typical agreed prices of completed work, by category and place" },
  { name: "professionals", description: "The public directory of professionals and their profiles" },
  {
    name: "service-area",
    description: "A professional's service area, home point and Online / Free Now switches",
  },
  { name: "availability", description: "A professional's weekly hours and days off" },
  { name: "dashboard", description: "A professional's work figures" },
  { name: "saved", description: "The professionals a user saved" },
  { name: "shop", description: "The shop: catalogue, wishlist, cart and cash-on-delivery orders" },
  { name: "training", description: "Training courses and enrolments" },
  { name: "users", description: "Profiles: my own, and others' public fields" },
  { name: "verifications", description: "A professional's identity and background documents" },
  { name: "media", description: "Job photos" },
  { name: "admin", description: "Administration: users, documents to review, the overview" },
  { name: "version", description: "The running app: version and liveness" },
];

/**
 * The options of @fastify/swagger in dynamic mode: the document describes the routes as they are
 * registered (their zod schemas, guards, error codes and plugins), served at /api/docs/json.
 */
export function openApiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sipalu API",
        description: [
          "The services marketplace for Nepal. Every error is `{ code, message }` with a stable code, listed per status on each operation.",
          "Writes (POST, PUT, PATCH, DELETE) must come from the app's own origin (403 `request.cross_origin` otherwise) and send their body as JSON (`Content-Type: application/json`; uploads as `multipart/form-data`): any other type is 415. A write without a body may send none, and then no Content-Type.",
        ].join("\n\n"),
        version,
      },
      servers: [{ url: "/", description: "The server that serves this document" }],
      tags: TAGS,
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description:
              "The session cookie (HttpOnly, SameSite=Lax) that POST /api/auth/signup and /api/auth/login set and POST /api/auth/logout clears.",
          },
        },
      },
    },
    transform: describeOperation as FastifyDynamicSwaggerOptions["transform"],
  };
}
