// Tabs of the same browser tell each other about a document being edited or saved, so two
// tabs on one document never silently overwrite each other (the server's version check is
// the real guard; this makes the situation visible before anyone saves).
// BroadcastChannel where available, else `storage` events (older Safari).
import type { DocumentDto } from "@/lib/schemas/documents";

export type TabMessage =
  | { type: "saved"; docId: string; doc: DocumentDto; from: string }
  | { type: "editing"; docId: string; dirty: boolean; from: string };

export type TabChannel = { post: (message: TabMessage) => void; close: () => void };

const CHANNEL = "saywrite-editor";
const STORAGE_KEY = "saywrite:tab-message";

export function isTabMessage(value: unknown): value is TabMessage {
  if (!value || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  if (typeof m.docId !== "string" || typeof m.from !== "string") return false;
  if (m.type === "saved") return typeof m.doc === "object" && m.doc !== null;
  return m.type === "editing" && typeof m.dirty === "boolean";
}

export function openTabChannel(self: string, onMessage: (message: TabMessage) => void, scope: typeof globalThis = globalThis): TabChannel {
  const receive = (data: unknown) => {
    if (isTabMessage(data) && data.from !== self) onMessage(data);
  };
  if (typeof scope.BroadcastChannel === "function") {
    const channel = new scope.BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    return {
      post: (message) => channel.postMessage(message),
      close: () => channel.close(),
    };
  }
  const storage = scope.localStorage;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      receive((JSON.parse(event.newValue) as { message: unknown }).message);
    } catch {
      // not ours
    }
  };
  scope.addEventListener?.("storage", onStorage);
  return {
    post: (message) => {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify({ message, nonce: Math.random() }));
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // storage unavailable: tabs simply do not hear each other
      }
    },
    close: () => scope.removeEventListener?.("storage", onStorage),
  };
}
