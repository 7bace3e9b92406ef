// The device's own store for table entry (IndexedDB, no library): every deal is saved here first, with its
// idempotency key, and leaves only when the server has answered for it. Also keeps the last view of the table and
// the match version last heard, so the page works after a reload without network.

export interface QueuedDeal {
  /** Idempotency key, crypto.randomUUID() when the deal was saved. */
  key: string;
  matchId: string;
  number: number;
  record: Record<string, unknown>;
  savedAt: number;
  /** Set when the server refused this deal; sending stops until the captain acts. */
  refused?: { de: string; en: string } | null;
}

export interface TableMeta<V = unknown> {
  matchId: string;
  /** The match version the server last reported to this device. */
  version: number;
  /** The last view of the table from the server. */
  view: V | null;
}

const DB_NAME = "stichfest-tisch";
const QUEUE = "queue";
const META = "meta";

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      const q = db.createObjectStore(QUEUE, { keyPath: "key" });
      q.createIndex("matchId", "matchId");
      db.createObjectStore(META, { keyPath: "matchId" });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function result<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The table's waiting deals, in the order they were played. */
export async function listQueued(matchId: string): Promise<QueuedDeal[]> {
  const db = await open();
  const tx = db.transaction(QUEUE, "readonly");
  const rows = await result(tx.objectStore(QUEUE).index("matchId").getAll(matchId) as IDBRequest<QueuedDeal[]>);
  return rows.sort((a, b) => a.number - b.number);
}

export async function putQueued(deal: QueuedDeal): Promise<void> {
  const db = await open();
  const tx = db.transaction(QUEUE, "readwrite");
  tx.objectStore(QUEUE).put(deal);
  await done(tx);
}

export async function removeQueued(key: string): Promise<void> {
  const db = await open();
  const tx = db.transaction(QUEUE, "readwrite");
  tx.objectStore(QUEUE).delete(key);
  await done(tx);
}

export async function loadMeta<V>(matchId: string): Promise<TableMeta<V> | null> {
  const db = await open();
  const tx = db.transaction(META, "readonly");
  return ((await result(tx.objectStore(META).get(matchId))) as TableMeta<V> | undefined) ?? null;
}

export async function saveMeta<V>(meta: TableMeta<V>): Promise<void> {
  const db = await open();
  const tx = db.transaction(META, "readwrite");
  tx.objectStore(META).put(meta);
  await done(tx);
}

/** The table this device last worked on (the page reloads without network and must know which one). */
const LAST_KEY = "stichfest-tisch-match";
export function rememberMatch(matchId: string) {
  try {
    localStorage.setItem(LAST_KEY, matchId);
  } catch {
    /* private mode: the server view still names the table */
  }
}
export function lastMatch(): string | null {
  try {
    return localStorage.getItem(LAST_KEY);
  } catch {
    return null;
  }
}
