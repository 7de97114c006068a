"use client";
// The editor's own undo history, for "undo" / "redo" said aloud. A textarea's
// native undo cannot be driven from script reliably (and does not see text set by React), so
// the content is kept here: typing within a second is one step, every voice change its own.
import { useCallback, useEffect, useRef } from "react";

const MAX_STEPS = 50;
const TYPING_GROUP_MS = 1000;

export function useEditorHistory(content: string, setContent: (content: string) => void) {
  const past = useRef<string[]>([content]);
  const future = useRef<string[]>([]);
  const lastAt = useRef(0);
  const forceStep = useRef(true);
  const applying = useRef<string | null>(null);

  useEffect(() => {
    const stack = past.current;
    if (stack[stack.length - 1] === content) return;
    if (applying.current === content) {
      applying.current = null;
      return;
    }
    const now = Date.now();
    if (forceStep.current || now - lastAt.current > TYPING_GROUP_MS || stack.length === 1) {
      stack.push(content);
      if (stack.length > MAX_STEPS) stack.splice(0, stack.length - MAX_STEPS);
    } else {
      stack[stack.length - 1] = content;
    }
    forceStep.current = false;
    lastAt.current = now;
    future.current = [];
  }, [content]);

  /** The next change is a step of its own (a voice phrase, a replacement). */
  const checkpoint = useCallback(() => {
    forceStep.current = true;
  }, []);

  const undo = useCallback(() => {
    const stack = past.current;
    if (stack.length < 2) return false;
    future.current.push(stack.pop()!);
    applying.current = stack[stack.length - 1];
    setContent(stack[stack.length - 1]);
    forceStep.current = true;
    return true;
  }, [setContent]);

  const redo = useCallback(() => {
    const next = future.current.pop();
    if (next === undefined) return false;
    past.current.push(next);
    applying.current = next;
    setContent(next);
    forceStep.current = true;
    return true;
  }, [setContent]);

  return { undo, redo, checkpoint };
}
