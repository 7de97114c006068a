// How PGLiteSocketServer's connections take turns on PGlite's single backend session.
//
// The server queues protocol messages from all connections and keeps a connection that is
// inside a transaction exclusive. That is not enough: between the first message of an
// extended-protocol query (Parse/Bind/Describe/Execute) and its Sync, another connection's
// Parse replaces the unnamed statement and its Sync ends the implicit transaction. pg sends
// such a query as several writes, and a Bind with large parameters arrives in several TCP
// chunks, so this happens under concurrency (a client gets another client's statement).
// The replacement scheduler below also keeps a connection exclusive until its Sync, and no
// longer stalls the queue for good when PGlite throws (0.2.17 returns without resetting
// `processing`). It patches pglite-socket 0.2.17 internals: the version is pinned.
import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

// Frontend messages that open or continue an extended-protocol exchange ending with Sync ("S"):
// Parse, Bind, Describe, Execute, Close, Flush.
const EXTENDED = new Set(["P", "B", "D", "E", "C", "H"].map((c) => c.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** Installs the scheduler on a server that has not started yet. */
export function keepExtendedQueriesTogether(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== "function") {
    throw new Error("Unexpected @electric-sql/pglite-socket internals: check the pinned version (0.2.17)");
  }
  let midExchange = false;

  q.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner =
          this.lastHandlerId !== null && (midExchange || this.db.isInTransaction()) ? this.lastHandlerId : null;
        const index = owner === null ? 0 : this.queue.findIndex((m) => m.handlerId === owner);
        if (index === -1) break; // wait for the owner's next message
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          item.reject(err);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        midExchange = EXTENDED.has(item.message[0]);
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that goes away mid-exchange or mid-transaction must not block the others.
  q.clearTransactionIfNeeded = async function clearTransactionIfNeeded(this: QueryQueue, handlerId: number) {
    if (this.lastHandlerId !== handlerId) return;
    try {
      if (midExchange) await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC));
      if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    } catch {
      // the database may already be closing
    }
    midExchange = false;
    this.lastHandlerId = null;
    await this.processQueue();
  };
}
