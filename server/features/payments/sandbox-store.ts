/**
 * The sandbox's memory of its payments. The sandbox is a development tool, not a gateway: its
 * payments live in this process only (a restart forgets them, and instances behind one load balancer
 * do not share them), and at most `capacity` of them, the oldest forgotten first, so that no one
 * can fill the server's memory through it.
 */
export class BoundedStore<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError(`capacity ${capacity}`);
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  /** Adds an entry (a new key is the newest), forgetting the oldest when full. */
  add(key: string, value: T): void {
    if (!this.entries.has(key) && this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  find(test: (value: T) => boolean): T | undefined {
    for (const value of this.entries.values()) if (test(value)) return value;
    return undefined;
  }
}

/** A gateway-like id: `length` characters of letters and digits. */
export function sandboxId(length: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  let id = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(length))) id += alphabet[byte % alphabet.length];
  return id;
}
