import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileDurably } from "./durable-file";
import { resolveSessionSecret } from "./secrets";

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-durable-"));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("files the server creates once in DATA_DIR", () => {
  it("are created whole, readable by their owner only, with no temporary file left beside them", async () => {
    const file = path.join(dir, "nested", "secret");
    await createFileDurably(file, "s3cret\n");
    expect(await fs.readFile(file, "utf8")).toBe("s3cret\n");
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(file))).toEqual(["secret"]);
  });

  it("are never replaced: the second of two servers starting at once keeps the first one's", async () => {
    const file = path.join(dir, "first");
    await createFileDurably(file, "first\n");
    await expect(createFileDurably(file, "second\n")).rejects.toMatchObject({ code: "EEXIST" });
    expect(await fs.readFile(file, "utf8")).toBe("first\n");
    expect(await fs.readdir(dir)).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it("a session secret left empty by a power cut is replaced, never used as an empty key", async () => {
    const dataDir = path.join(dir, "data");
    await fs.mkdir(dataDir);
    await fs.writeFile(path.join(dataDir, "session-secret"), "");
    const secret = await resolveSessionSecret(undefined, dataDir);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(await resolveSessionSecret(undefined, dataDir)).toBe(secret);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
  });
});
