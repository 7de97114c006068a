// Signing out must not leave the user's words in this browser for the next person (drafts would
// otherwise stay 30 days), nor lose them: every draft is saved to the account first, then all of
// them are removed. If any cannot be saved (offline, server down), nothing is removed and the user
// stays signed in, told why.
import { DRAFT_OWNER_KEY, DraftStore, isBlankDraft, sameValues, type KeyValueStorage, type StoredDraft } from "@/lib/drafts/draft-store";
import { templateIdOf } from "@/lib/drafts/origin";
import { isDocumentType, UNTITLED_DOCUMENT, type DocumentType } from "@/lib/documents/document-model";

type ServerDocument = { title: string; content: string; type: string; version: number };

/** The few document calls this needs; `status` is the HTTP status, 0 when the network failed. */
export type DocumentCalls = {
  get(id: string): Promise<{ status: number; doc?: ServerDocument }>;
  update(id: string, draft: StoredDraft, version: number): Promise<{ status: number }>;
  create(title: string, draft: StoredDraft): Promise<{ status: number }>;
};

export type SignOutSaveResult = { saved: number; unsaved: number };

const CHANGES_SUFFIX = " (unsaved changes)";

function documentType(type: string): DocumentType {
  return isDocumentType(type) ? type : "document";
}

/** Saves one draft: into its document when that has not moved on, else as a new document. */
async function saveDraft(draft: StoredDraft, calls: DocumentCalls): Promise<boolean> {
  if (!draft.docId) {
    if (isBlankDraft(draft)) return true;
    return ok((await calls.create(draft.title.trim() || UNTITLED_DOCUMENT, draft)).status);
  }
  const current = await calls.get(draft.docId);
  if (current.status === 200 && current.doc) {
    if (sameValues(draft, current.doc)) return true;
    if (draft.baseVersion === current.doc.version) {
      const updated = await calls.update(draft.docId, draft, current.doc.version);
      if (ok(updated.status)) return true;
      if (updated.status !== 409) return false;
    }
  } else if (current.status !== 404) {
    return false;
  }
  // The document changed elsewhere, or was deleted: keep these words as a document of their own.
  const title = `${(draft.title.trim() || UNTITLED_DOCUMENT).slice(0, 180)}${CHANGES_SUFFIX}`;
  return ok((await calls.create(title, draft)).status);
}

function ok(status: number) {
  return status >= 200 && status < 300;
}

/** Saves every draft of `userId`, then removes them all; removes nothing if any save failed. */
export async function saveDraftsBeforeSignOut(
  storage: KeyValueStorage,
  userId: string,
  calls: DocumentCalls,
): Promise<SignOutSaveResult> {
  const store = new DraftStore(storage, userId);
  const drafts = store.listAll();
  // Several tabs may hold drafts of one document: the newest of each is the one to keep.
  const newest = new Map<string, StoredDraft>();
  for (const d of drafts) if (!newest.has(d.docId ?? `new:${d.slot}`)) newest.set(d.docId ?? `new:${d.slot}`, d);
  let saved = 0;
  let unsaved = 0;
  for (const draft of newest.values()) {
    const done = await saveDraft(draft, calls).catch(() => false);
    if (done) saved++;
    else unsaved++;
  }
  if (unsaved === 0) {
    for (const d of drafts) store.remove(d.docId, d.slot);
    try {
      storage.removeItem(DRAFT_OWNER_KEY);
    } catch {
      // ignore
    }
  }
  return { saved, unsaved };
}

/** The document calls through fetch (same-origin JSON; a failed network is status 0). */
export function fetchDocumentCalls(fetcher: typeof fetch = fetch): DocumentCalls {
  const call = async (url: string, init?: RequestInit) => {
    try {
      return await fetcher(url, { credentials: "include", ...init });
    } catch {
      return null;
    }
  };
  const json = (body: unknown): RequestInit => ({
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    async get(id) {
      const res = await call(`/api/documents/${encodeURIComponent(id)}`);
      if (!res) return { status: 0 };
      return { status: res.status, doc: res.ok ? ((await res.json()) as ServerDocument) : undefined };
    },
    async update(id, draft, version) {
      const res = await call(`/api/documents/${encodeURIComponent(id)}`, {
        method: "PUT",
        ...json({ title: draft.title.trim() || UNTITLED_DOCUMENT, content: draft.content, type: documentType(draft.type), version }),
      });
      return { status: res?.status ?? 0 };
    },
    async create(title, draft) {
      const res = await call("/api/documents", {
        method: "POST",
        ...json({ title, content: draft.content, type: documentType(draft.type), templateId: templateIdOf(draft.origin) }),
      });
      return { status: res?.status ?? 0 };
    },
  };
}
