/**
 * The device's outbox of training sessions logged without a connection (docs/decisions/031-offline-field-app.md):
 * one IndexedDB store, keyed by the id the device made for each session, which the API also takes
 * as `clientId` so a session sent twice is written once.
 */

export interface OutboxEntry {
  /** A UUID made on the device: the store's key and the API's `clientId`. */
  clientId: string;
  /** Whose session it is: only that member's page shows and sends it. */
  userId: number;
  dogId: number;
  activityTitle: string;
  durationMinutes: string;
  /** When it was logged, ISO 8601. */
  loggedAt: string;
  /** The body of `POST /api/dogs/{dogId}/sessions`, without the clientId. */
  body: Record<string, unknown>;
  /** The API's reason when it refused the session (the activity is gone, say); null while it waits. */
  conflict: string | null;
}

const DATABASE = 'rudel-outbox';
const STORE = 'sessions';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let database: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'clientId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return database;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(STORE, mode).objectStore(STORE);
}

/** The member's entries, oldest first. */
export async function outboxOf(userId: number): Promise<OutboxEntry[]> {
  const entries = (await done((await store('readonly')).getAll())) as OutboxEntry[];
  return entries.filter((entry) => entry.userId === userId).sort((a, b) => a.loggedAt.localeCompare(b.loggedAt));
}

export async function saveEntry(entry: OutboxEntry): Promise<void> {
  await done((await store('readwrite')).put(entry));
}

export async function removeEntry(clientId: string): Promise<void> {
  await done((await store('readwrite')).delete(clientId));
}
