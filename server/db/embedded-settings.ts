const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const mb = (bytes: number) => `${Math.floor(bytes / MiB)}MB`;

/**
 * PostgreSQL's memory settings for the embedded server, sized from the machine's memory instead of
 * the stock 128 MB buffer cache and 4 MB sorts (which made every list page at a million rows read
 * its pages from the OS and spill its sorts): an eighth of memory for shared buffers (at most
 * 2 GB, since the app and the OS cache share the machine), half for the planner's estimate of the
 * cache, 16 MB per sort, no JIT (it costs more than it saves on short queries) and SSD page costs.
 */
export function embeddedMemorySettings(totalBytes: number): Record<string, string> {
  return {
    shared_buffers: mb(clamp(totalBytes / 8, 128 * MiB, 2 * GiB)),
    effective_cache_size: mb(clamp(totalBytes / 2, 512 * MiB, 64 * GiB)),
    work_mem: mb(clamp(totalBytes / 512, 4 * MiB, 16 * MiB)),
    maintenance_work_mem: mb(clamp(totalBytes / 32, 64 * MiB, 512 * MiB)),
    random_page_cost: "1.1",
    jit: "off",
  };
}
