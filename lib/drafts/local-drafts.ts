// The drafts kept in this browser for the user who last wrote here, for the error screen: when
// the server or the database is down the editor cannot load, but these words are still here.
import { DRAFT_OWNER_KEY, DraftStore, isBlankDraft, type KeyValueStorage, type StoredDraft } from "@/lib/drafts/draft-store";

export function listLocalDrafts(storage: KeyValueStorage | null): StoredDraft[] {
  if (!storage) return [];
  let owner: string | null = null;
  try {
    owner = storage.getItem(DRAFT_OWNER_KEY);
  } catch {
    owner = null;
  }
  if (!owner) return [];
  return new DraftStore(storage, owner).listAll().filter((d) => !isBlankDraft(d));
}
