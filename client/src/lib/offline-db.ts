/**
 * The browser database (IndexedDB "sipalu") of what the app keeps for use offline: the saved query
 * cache (lib/query-persist.ts) and the outbox of writes waiting for the network (lib/outbox.ts).
 * A few promise helpers over the raw API, so the first page load pulls in no library for it.
 *
 * @single-instance: one open connection per page (vite.config.ts never copies this module).
 */
const DB_NAME = "sipalu";
const DB_VERSION = 1;
export const CACHE_STORE = "query-cache";
export const OUTBOX_STORE = "outbox";
type StoreName = typeof CACHE_STORE | typeof OUTBOX_STORE;

let opening: Promise<IDBDatabase> | undefined;

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(CACHE_STORE)) db.createObjectStore(CACHE_STORE);
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) db.createObjectStore(OUTBOX_STORE, { keyPath: "id" });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab opening a newer version: let it, and open afresh next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("IndexedDB upgrade blocked by another tab"));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Runs `work` on one store in a transaction and resolves once the transaction has committed. */
async function inStore<T>(
  name: StoreName,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  const transaction = db.transaction(name, mode);
  const result = settle(work(transaction.objectStore(name)));
  // Committed now rather than when the page next idles: a save made as the page is left must land.
  transaction.commit?.();
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
  return result;
}

export const offlineDb = {
  get: <T>(store: StoreName, key: IDBValidKey) =>
    inStore(store, "readonly", (s) => s.get(key) as IDBRequest<T | undefined>),
  getAll: <T>(store: StoreName) => inStore(store, "readonly", (s) => s.getAll() as IDBRequest<T[]>),
  /** Writes a value: under `key`, or under its own key path (the outbox's `id`). */
  put: (store: StoreName, value: unknown, key?: IDBValidKey) =>
    inStore(store, "readwrite", (s) => s.put(value, key)).then(() => undefined),
  delete: (store: StoreName, key: IDBValidKey) =>
    inStore(store, "readwrite", (s) => s.delete(key)).then(() => undefined),
  clear: (store: StoreName) => inStore(store, "readwrite", (s) => s.clear()).then(() => undefined),
};
