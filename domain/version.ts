import { z } from "zod";

export const VersionResponse = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof VersionResponse>;

/** GET /api/health: the process is up and serving (no database round trip). */
export const HealthResponse = z.object({ status: z.literal("ok") });
export type HealthResponse = z.infer<typeof HealthResponse>;
