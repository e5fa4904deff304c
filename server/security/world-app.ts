import type { DocumentStorage } from "../storage/document-storage";
import type { TestApp } from "../test/app";
import { memoryStorage } from "../test/memory-storage";
import { createWorld, type World } from "./fixtures";

/**
 * A test app built by `build` (createTestApp or createTestAppWithRoutes) with its files kept in memory,
 * and the world of people and objects the security tests act on.
 */
export async function appWithWorld<T extends TestApp>(
  build: (options: { storage: DocumentStorage; mediaStorage: DocumentStorage }) => Promise<T>,
): Promise<{ t: T; w: World }> {
  const storage = memoryStorage();
  const mediaStorage = memoryStorage();
  const t = await build({ storage, mediaStorage });
  // Listening, so the app reaches its own SMS sandbox over HTTP (the codes signing in by phone sends).
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return { t, w: await createWorld(t, storage, mediaStorage) };
}
