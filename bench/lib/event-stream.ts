import http from "node:http";
import { performance } from "node:perf_hooks";

export type ReceivedEvent = { id: number; event: string; data: string; at: number };

/**
 * One signed-in EventSource as a browser holds it, on a raw socket: resolves when the server has
 * answered 200, then calls `onEvent` with each event's id, name and arrival time (performance.now()).
 */
export function openEventStream(
  origin: string,
  cookie: string,
  agent: http.Agent,
  onEvent: (event: ReceivedEvent) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}/api/events`,
      { agent, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id = Number.NaN;
            let event = "message";
            let data = "";
            for (const line of block.split("\n")) {
              if (line.startsWith("id: ")) id = Number(line.slice(4));
              else if (line.startsWith("event: ")) event = line.slice(7);
              else if (line.startsWith("data: ")) data += line.slice(6);
            }
            if (Number.isFinite(id)) onEvent({ id, event, data, at });
          }
        });
        resolve(request);
      },
    );
    request.on("error", reject);
  });
}
