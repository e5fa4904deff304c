import autocannon from "autocannon";
import { quantile } from "./stats";

export type LoadOptions = {
  url: string;
  /** Concurrent keep-alive connections. */
  connections: number;
  /** Seconds measured, after `warmupSeconds` of unmeasured load. */
  seconds: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
};

export type LoadResult = {
  requests: number;
  /** Completed 2xx requests per second. */
  rps: number;
  /** Every response time in ms (from autocannon's per-response event). */
  latencies: number[];
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

function run(options: LoadOptions, seconds: number, latencies?: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: seconds,
        headers: options.headers,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (latencies)
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
  });
}

/** Loads `url` with autocannon: a warm-up, then the measured run. Bounded in time; loopback only. */
export async function httpLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname))
    throw new Error(`benchmarks load only this machine, not ${target.hostname}`);
  if (options.warmupSeconds) await run(options, options.warmupSeconds);
  const latencies: number[] = [];
  const result = await run(options, options.seconds, latencies);
  if (latencies.length === 0)
    throw new Error(
      `${options.url}: no successful response (${result.non2xx} non-2xx, ${result.errors} errors)`,
    );
  return {
    requests: latencies.length,
    rps: latencies.length / options.seconds,
    latencies,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
