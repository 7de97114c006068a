"use client";
// Where the words since the last save came from, sent with the save so the history
// can say "Dictated" or "AI change". An accepted AI change outranks dictation, dictation
// outranks typing; a save resets it unless more came in while the save was on its way.
import { useCallback, useMemo, useRef } from "react";
import type { SaveSource } from "@/lib/schemas/revisions";

const RANK: Record<SaveSource, number> = { typed: 0, dictated: 1, ai: 2 };

export function useSaveSource() {
  const state = useRef<{ source: SaveSource; markedSinceRead: boolean }>({ source: "typed", markedSinceRead: false });
  const mark = useCallback((kind: SaveSource) => {
    const s = state.current;
    if (RANK[kind] > RANK[s.source]) s.source = kind;
    s.markedSinceRead = true;
  }, []);
  const read = useCallback((): SaveSource => {
    state.current.markedSinceRead = false;
    return state.current.source;
  }, []);
  const saved = useCallback(() => {
    if (!state.current.markedSinceRead) state.current.source = "typed";
  }, []);
  return useMemo(() => ({ mark, read, saved }), [mark, read, saved]);
}
