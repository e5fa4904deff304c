import type { FastifyInstance } from "fastify";
import { PNG, postForm } from "../../test/uploads";

/** POST /api/media with one file in `field` (the route wants "photo"), as the job form sends it. */
export const uploadPhoto = (
  app: FastifyInstance,
  cookie: string | undefined,
  data: Buffer = PNG,
  field = "photo",
  fileName = "tap.png",
) => postForm(app, "/api/media", cookie, [{ name: field, fileName, type: "image/png", data }]);
