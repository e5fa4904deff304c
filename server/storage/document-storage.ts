/**
 * Where uploaded documents live. The app only ever names a file by the key `save` returned, so a
 * shared store (an object store, a network folder) can replace the local folder when instances
 * run on several machines.
 */
export interface DocumentStorage {
  /** Stores the bytes under a new server-generated key and returns it. */
  save(data: Buffer, extension: string): Promise<string>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file and when it was saved, for the sweeps of files no row names. */
  list(): Promise<StoredFile[]>;
}

export type StoredFile = { key: string; savedAt: Date };
