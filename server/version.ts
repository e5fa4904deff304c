import pkg from "../package.json" with { type: "json" };
import type { ClientBuild } from "./plugins/client-app";

/** The package version plus the client build's time, so every build is a new version. */
export function appVersion(client: ClientBuild | null): string {
  return client ? `${pkg.version}+${client.builtAt.getTime().toString(36)}` : `${pkg.version}+dev`;
}
