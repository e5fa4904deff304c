import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { authenticated, requireRole, sessionRequirementOf } from "../plugins/guards";
import { openApiOptions } from "./document";
import { checkSecurity, OPTIONAL_SESSION, operationIdOf } from "./operation";

/** A bare app with the document's options and one route, and its document. */
async function documentWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, openApiOptions("test"));
  app.addHook("onRoute", checkSecurity);
  register(app);
  await app.ready();
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  await app.close();
  return doc;
}

const ok = { response: { 200: z.object({ ok: z.boolean() }) } };

describe("operationIdOf", () => {
  it("names an operation by its method and path", () => {
    expect(operationIdOf("POST", "/api/jobs/:id/hire/accept")).toBe("postJobsByIdHireAccept");
    expect(operationIdOf("GET", "/api/saved-professionals")).toBe("getSavedProfessionals");
    expect(operationIdOf("PUT", "/api/shop/cart/:itemId")).toBe("putShopCartByItemId");
  });
});

describe("an operation's security", () => {
  it("is the session on a route a guard guards, with who may call it", async () => {
    const doc = await documentWith((app) => {
      app.get("/api/mine", { onRequest: authenticated, schema: ok }, async () => ({ ok: true }));
      app.get("/api/admin/x", { onRequest: [requireRole("admin")], schema: ok }, async () => ({ ok: true }));
    });
    expect(doc.paths["/api/mine"]?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/admin/x"]?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/admin/x"]?.get?.description).toMatch(/of an administrator/);
  });

  it("is none on a public route, or an optional session when the route says so", async () => {
    const doc = await documentWith((app) => {
      app.get("/api/open", { schema: ok }, async () => ({ ok: true }));
      app.get("/api/richer", { schema: { ...ok, security: OPTIONAL_SESSION } }, async () => ({ ok: true }));
    });
    expect(doc.paths["/api/open"]?.get?.security).toEqual([]);
    expect(doc.paths["/api/richer"]?.get?.security).toEqual([{}, { session: [] }]);
  });

  it("fails a route that declares a session no guard enforces, as it is registered", async () => {
    await expect(
      documentWith((app) => {
        app.get("/api/claims", { schema: { ...ok, security: [{ session: [] }] } }, async () => ({
          ok: true,
        }));
      }),
    ).rejects.toThrow(/no guard .* enforces it/);
  });

  it("fails a guarded route that declares security of its own", async () => {
    await expect(
      documentWith((app) => {
        app.get(
          "/api/both",
          { onRequest: authenticated, schema: { ...ok, security: OPTIONAL_SESSION } },
          async () => ({ ok: true }),
        );
      }),
    ).rejects.toThrow(/its guard already makes the session required/);
  });
});

describe("sessionRequirementOf", () => {
  it("keeps the roles every guard lets through", () => {
    expect(sessionRequirementOf({})).toBeNull();
    expect(sessionRequirementOf({ onRequest: authenticated })).toEqual({ roles: null });
    expect(
      sessionRequirementOf({
        onRequest: [authenticated, requireRole("professional", "admin")],
        preHandler: requireRole("admin"),
      }),
    ).toEqual({ roles: ["admin"] });
  });
});
