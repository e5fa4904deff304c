import type { FastifyInstance } from "fastify";

/**
 * Runs `sweep` every `everyMs` (0: never) from when `app` is ready until it closes, one round at a
 * time: a round still running when the next is due is not doubled. The timer never keeps the
 * process alive; a failed round is logged, and the next runs as planned.
 */
export function sweepEvery(
  app: FastifyInstance,
  everyMs: number,
  what: string,
  sweep: () => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sweep()
        .catch((error) => app.log.error({ err: error }, `${what} failed`))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
