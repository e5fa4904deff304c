import { createPrivateKey, type KeyObject } from "node:crypto";
import { readFile } from "node:fs/promises";
import { z } from "zod";

/** What native push needs of a Firebase service account, its key ready to sign with. */
export type FcmAccount = { projectId: string; clientEmail: string; privateKey: KeyObject; tokenUri: string };

/** FCM's API root (FCM_API_URL) and the account it is called as. */
export type FcmConfig = { account: FcmAccount; apiUrl: string };

export const FCM_API_URL = "https://fcm.googleapis.com";

// The fields of the JSON file Firebase's console gives (Project settings → Service accounts).
const ServiceAccount = z.object({
  // Goes into FCM's URL path: a project id's letters only (older ones have a domain and a colon).
  project_id: z.string().regex(/^[a-z0-9][a-z0-9.:-]{0,99}$/, "is not a Google Cloud project id"),
  client_email: z.email(),
  private_key: z.string().includes("PRIVATE KEY", { message: "is not a PEM private key" }),
  token_uri: z.url({ protocol: /^https?$/ }).default("https://oauth2.googleapis.com/token"),
});

/**
 * FCM_SERVICE_ACCOUNT: the service account's JSON itself (it starts with `{`) or the path of its
 * file. Anything wrong with it stops the server at boot, saying what.
 */
export async function loadFcmAccount(source: string): Promise<FcmAccount> {
  const text = source.trimStart().startsWith("{") ? source : await readFile(source, "utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("FCM_SERVICE_ACCOUNT: not JSON (give the service account's JSON or its file's path)");
  }
  const parsed = ServiceAccount.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`FCM_SERVICE_ACCOUNT: ${problems.join("; ")}`);
  }
  const { project_id, client_email, private_key, token_uri } = parsed.data;
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(private_key);
  } catch (error) {
    throw new Error("FCM_SERVICE_ACCOUNT: private_key cannot be read", { cause: error });
  }
  if (privateKey.asymmetricKeyType !== "rsa") throw new Error("FCM_SERVICE_ACCOUNT: private_key is not RSA");
  return { projectId: project_id, clientEmail: client_email, privateKey, tokenUri: token_uri };
}
