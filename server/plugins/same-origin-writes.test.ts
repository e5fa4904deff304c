import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { postJob } from "../test/jobs";
import { professional } from "../test/people";
import { get } from "../test/requests";

// Issue 15, finding 10c: the router decodes a path before matching it, so the check of which
// writes must be same-origin JSON looks at the route a request reaches, not at its raw URL.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("a write to the API spelled with escapes (/%61pi/...)", () => {
  it("reaches the API route, so it is refused from another origin", async () => {
    for (const url of ["/%61pi/auth/login", "/%61%70%69/auth/login", "/api/auth/%6cogin"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { origin: "https://evil.example" },
        payload: { email: "customer@demo.np", password: "demo1234" },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        code: "request.cross_origin",
        message: "Cross-origin request refused",
      });
    }
  });

  it("from our own origin is served as the same route", async () => {
    const { user, password } = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/%61pi/auth/login",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(200);
  });
});

// A multipart boundary past 256 characters made the upload parser throw an error that was answered 500.
describe("an upload whose multipart boundary is missing or longer than RFC 2046's 70 characters", () => {
  it("is refused with 400 before the parser reads it", async () => {
    const { cookie } = await signUp(t.app);
    for (const boundary of [undefined, "", "b".repeat(71), "b".repeat(300), `"${"b".repeat(300)}"`]) {
      const contentType =
        boundary === undefined ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`;
      const response = await t.app.inject({
        method: "POST",
        url: "/api/media",
        headers: { cookie, "content-type": contentType },
        payload: `--${boundary ?? ""}\r\ncontent-disposition: form-data; name="photo"\r\n\r\nx\r\n--${boundary ?? ""}--\r\n`,
      });
      expect(response.statusCode, String(boundary?.length)).toBe(400);
      expect(response.json().message).toMatch(/boundary of 1 to 70 characters/);
    }
  });

  it("lets a standard boundary through to the upload", async () => {
    const { cookie } = await signUp(t.app);
    const boundary = "b".repeat(70);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/media",
      headers: { cookie, "content-type": `multipart/form-data; boundary="${boundary}"` },
      payload: `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/boundary/);
  });
});

// Issue 17: the writes that take no body (cancel, accept, logout, unsave...) answered 415 or 400
// unless sent `{}` as JSON. A client may send them bare, or with the JSON type and nothing after it.
describe("a write whose route takes no body", () => {
  const bare = (method: "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers });

  it("is served when sent without a body and without a Content-Type", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const cancelled = await bare("POST", `/api/jobs/${job.id}/cancel`, { cookie: customer.cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");

    const pro = await professional(t.app);
    const saved = await bare("PUT", `/api/saved-professionals/${pro.user.id}`, { cookie: customer.cookie });
    expect(saved.statusCode, saved.body).toBe(204);
    const unsaved = await bare("DELETE", `/api/saved-professionals/${pro.user.id}`, {
      cookie: customer.cookie,
    });
    expect(unsaved.statusCode, unsaved.body).toBe(204);

    const loggedOut = await bare("POST", "/api/auth/logout", { cookie: customer.cookie });
    expect(loggedOut.statusCode, loggedOut.body).toBe(204);
    expect((await get(t.app, "/api/auth/user", customer.cookie)).statusCode).toBe(401);
  });

  it("is served when sent as JSON with an empty body, and with `{}` as before", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const url = `/api/saved-professionals/${pro.user.id}`;
    const empty = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: customer.cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(empty.statusCode, empty.body).toBe(204);
    const asBefore = await t.app.inject({
      method: "DELETE",
      url,
      headers: { cookie: customer.cookie },
      payload: {},
    });
    expect(asBefore.statusCode, asBefore.body).toBe(204);
    expect((await get(t.app, "/api/saved-professionals", customer.cookie)).json()).toEqual([]);
  });

  it("still refuses a body that is not JSON, a body without a Content-Type, and broken JSON", async () => {
    const { cookie } = await signUp(t.app);
    const pro = await professional(t.app);
    const url = `/api/saved-professionals/${pro.user.id}`;
    const asForm = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie, "content-type": "text/plain" },
      payload: "a=1",
    });
    expect(asForm.statusCode).toBe(415);
    expect(asForm.json().code).toBe("request.unsupported_media_type");
    const untyped = await t.app.inject({ method: "PUT", url, headers: { cookie }, payload: "a=1" });
    expect(untyped.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie, "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("request.invalid_json");
    expect((await get(t.app, "/api/saved-professionals", cookie)).json()).toEqual([]);
  });

  it("is refused from another origin, body or none", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const response = await bare("POST", `/api/jobs/${job.id}/cancel`, {
      cookie: customer.cookie,
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("request.cross_origin");
    const crossSite = await bare("POST", `/api/jobs/${job.id}/cancel`, {
      cookie: customer.cookie,
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await get(t.app, `/api/jobs/${job.id}`)).json().status).toBe("open");
  });
});

describe("a write whose route takes a body", () => {
  it("sent without one is a 400 naming the body, not a 415", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ method: "POST", url: "/api/jobs", headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "request.invalid",
      message: expect.stringMatching(/^body: /),
    });
  });

  it("sent as JSON with an empty body is refused as empty", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/jobs",
      headers: { cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("request.empty_body");
  });

  it("that is an upload still needs its multipart form", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ method: "POST", url: "/api/media", headers: { cookie } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/multipart\/form-data/);
  });
});
