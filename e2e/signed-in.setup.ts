import { expect, test as setup } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../domain/auth/schemas";
import type { DemoRole } from "./helpers";
import { signedInState } from "./signed-in";

/**
 * Signs each demo login in once, through the API, and keeps its session cookie for the journeys
 * (helpers.ts signedInState): one sign-in per run instead of one per journey that needs a user.
 */
for (const role of ["customer", "professional"] as const satisfies DemoRole[]) {
  setup(`the demo ${role} signs in`, async ({ request }) => {
    const response = await request.post("/api/auth/login", {
      data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, role },
    });
    expect(response.status(), `login ${DEMO_ACCOUNTS[role]}`).toBe(200);
    expect(await response.json()).toMatchObject({ email: DEMO_ACCOUNTS[role], role });
    await request.storageState({ path: signedInState(role) });
  });
}
