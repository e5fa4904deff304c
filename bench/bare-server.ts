/**
 * The baseline of the framework-overhead benchmark: a bare node:http server answering every
 * request with the JSON of Sipalu's health route, as cheaply as Node can. `tsx bench/bare-server.ts PORT`
 */
import http from "node:http";

const body = JSON.stringify({ status: "ok" });
const port = Number(process.argv[2] ?? 3999);

http
  .createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
    });
    response.end(body);
  })
  .listen(port, "127.0.0.1", () => console.log(`listening on ${port}`));
