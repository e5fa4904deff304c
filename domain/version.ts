import { z } from "zod";

export const VersionResponse = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof VersionResponse>;
