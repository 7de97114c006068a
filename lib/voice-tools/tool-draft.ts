// Local drafts of the voice tools: the transcript (and the setup it belongs to) is kept in this
// browser until the user starts over, so a failed call or a reload never loses it.

export type ToolName = "lecture" | "meeting" | "legal" | "brainstorm" | "pronunciation";

export type ToolDraft<S, R> = {
  setup: S;
  transcript: string;
  /** The pieces the recogniser sent, one at each pause (the brainstorm reads where ideas start from them). */
  phrases?: string[];
  startedAt: number | null;
  endedAt: number | null;
  result: R | null;
};

export const draftKey = (tool: ToolName) => `saywrite:voice-tools:${tool}`;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft merged over `fallback`'s setup, or null when there is none or it is unreadable. */
export function readDraft<S extends object, R>(tool: ToolName, fallback: S, store = storage()): ToolDraft<S, R> | null {
  try {
    const raw = store?.getItem(draftKey(tool));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ToolDraft<S, R>>;
    if (typeof parsed !== "object" || parsed === null || typeof parsed.transcript !== "string") return null;
    return {
      setup: { ...fallback, ...(typeof parsed.setup === "object" ? parsed.setup : {}) },
      transcript: parsed.transcript,
      phrases: Array.isArray(parsed.phrases) ? parsed.phrases.filter((p): p is string => typeof p === "string") : [],
      startedAt: typeof parsed.startedAt === "number" ? parsed.startedAt : null,
      endedAt: typeof parsed.endedAt === "number" ? parsed.endedAt : null,
      result: parsed.result ?? null,
    };
  } catch {
    return null;
  }
}

/** Whether this browser keeps a draft of the tool (readable or not: the tool decides). */
export function hasDraft(tool: ToolName, store = storage()): boolean {
  try {
    return Boolean(store?.getItem(draftKey(tool)));
  } catch {
    return false;
  }
}

export function writeDraft<S, R>(tool: ToolName, draft: ToolDraft<S, R>, store = storage()): void {
  try {
    store?.setItem(draftKey(tool), JSON.stringify(draft));
  } catch {
    // storage full or blocked: the transcript is still on screen
  }
}

export function clearDraft(tool: ToolName, store = storage()): void {
  try {
    store?.removeItem(draftKey(tool));
  } catch {
    // nothing to clear
  }
}
