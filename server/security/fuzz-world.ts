import fc from "fast-check";
import { seedShop } from "../features/shop/fixtures";
import { insertCourses } from "../features/training/fixtures";
import type { TestApp } from "../test/app";
import type { AppRoute } from "../test/app-routes";
import { hiredJob } from "../test/jobs";
import { signUpAdmin } from "../test/people";
import { proWithDocument } from "../test/verification-documents";

export const ROLES = ["anonymous", "customer", "professional", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The people and objects the fuzzer works among: a customer with an open job that a professional
 * bid on, an admin, a pending verification document, the shop and the training catalog.
 */
export async function fuzzWorld(t: TestApp) {
  const { customer, pro, job, bid } = await hiredJob(t.app, { accept: false });
  const admin = await signUpAdmin(t.app, t.db);
  const documentOwner = await proWithDocument(t.app);
  const products = [...(await seedShop(t.db)).values()].map((product) => product.id);
  const programs = (await insertCourses(t.db)).active.map((program) => program.id);
  const people = [customer.user.id, pro.user.id, documentOwner.user.id];

  // The first prefix a route's URL starts with names the objects its ids come from.
  const idsByPrefix: [string, string[]][] = [
    ["/api/jobs/:id", [job.id]],
    ["/api/bids/:id", [bid.id]],
    ["/api/shop/", products],
    ["/api/training/programs/:id", programs],
    ["/api/admin/verifications/:id", [documentOwner.verificationId]],
    ["/api/verifications/:id", [documentOwner.verificationId]],
    ["/api/", people],
  ];

  return {
    job,
    bid,
    cookies: {
      anonymous: undefined,
      customer: customer.cookie,
      professional: pro.cookie,
      admin: admin.cookie,
    } satisfies Record<Role, string | undefined>,
    /** Ids for the route's params: a real object of the kind it names, or an unknown one. */
    idFor(route: AppRoute) {
      const ids = idsByPrefix.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? [];
      return () =>
        ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 })) : fc.uuid({ version: 4 });
    },
  };
}
