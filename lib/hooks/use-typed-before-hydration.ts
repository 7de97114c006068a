"use client";
import { useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent, type Ref, type RefObject } from "react";
import { takeRecordedTyping } from "@/lib/hooks/typed-before-hydration-record";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Early = { value: string; start: number | null; end: number | null };

/**
 * A field rendered on the server is on screen, and takes typing (or a choice in a select), before
 * the page's scripts run. Hydration leaves that in the field, but the component's state still
 * holds the server's value: it would not be saved, counted or searched, and a later render would
 * put the server's value back (a select is set back by any render of its owner).
 *
 * Returns the ref to put on the field; `forwarded` (the component's own ref prop) is handed the
 * field after what it held was read. On mount, when a field React controls holds something else
 * than its `value`, that is handed to `onTyped` (the field's own change handler), and put back
 * first if a parent's ref changed it; the caret and the focus stay where they are. Fields React
 * does not control keep their text by themselves, and react-hook-form's `register` reads what was
 * typed into them before it was ready (tests/unit/ui/typed-before-hydration.test.tsx).
 */
export function useTypedBeforeHydration<T extends Field>(
  forwarded: Ref<T> | undefined,
  value: unknown,
  onTyped: ((field: T) => void) | undefined,
): RefObject<T | null> {
  const own = useRef<T>(null);
  const early = useRef<Early | null>(null);
  // on mount only (these three run in this order): from then on React sees every input itself
  useLayoutEffect(() => {
    if (own.current && onTyped) early.current = typedInto(own.current, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useImperativeHandle(forwarded, () => own.current as T, []);
  useLayoutEffect(() => {
    const field = own.current;
    const typed = early.current;
    if (!field || !typed || !onTyped) return;
    if (field.value !== typed.value) {
      field.value = typed.value;
      if (!(field instanceof HTMLSelectElement) && typed.start !== null) field.setSelectionRange(typed.start, typed.end);
    }
    onTyped(field);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return own;
}

/** What was typed or chosen in `field` before its scripts ran, or null when it is as drawn. */
function typedInto(field: Field, value: unknown): Early | null {
  if (typeof value !== "string" && typeof value !== "number") return null; // not controlled, or a multiple select
  const recorded = takeRecordedTyping(field);
  if (field.value !== String(value)) return { value: field.value, ...selectionOf(field) };
  // a text area with server text was set back to it by hydration: the recorder kept what was typed
  return recorded && recorded.value !== String(value) ? recorded : null;
}

function selectionOf(field: Field) {
  // email, number and some other inputs have no caret to read (null, or an error in older engines)
  try {
    if (!(field instanceof HTMLSelectElement)) return { start: field.selectionStart, end: field.selectionEnd };
  } catch {}
  return { start: null, end: null };
}

/** A change event for handlers that read `event.target` (what React would have passed them). */
export function changeEventOf<T extends Field>(field: T) {
  return { target: field, currentTarget: field, type: "change" } as unknown as ChangeEvent<T>;
}
