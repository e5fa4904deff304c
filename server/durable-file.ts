import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Creates `file` holding `data` so that a crash or power cut at any moment leaves either no file or
 * all of it, never an empty one (which a plain write can leave behind after a power cut: the name
 * reaches the disk before the bytes). The bytes go to a temporary file beside it and are flushed,
 * then linked in under the name, and the folder is flushed. Fails with EEXIST when `file` exists
 * (two servers starting at once: the first one's file stays).
 */
export async function createFileDurably(file: string, data: string, mode = 0o600): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await fs.open(temporary, "wx", mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.link(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
  const folder = await fs.open(dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
