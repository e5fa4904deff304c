import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * This server's own origin over loopback, read when first asked (after listen; port 0 included):
 * where the app calls the sandbox it serves.
 */
export function loopbackOrigin(app: FastifyInstance): () => string {
  return () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) throw new Error("the server is not listening: the sandbox has no address yet");
    const unspecified = address.address === "0.0.0.0" || address.address === "::";
    const host = unspecified
      ? "127.0.0.1"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  };
}
