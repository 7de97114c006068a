"use client";
import { useLayoutEffect, type ChangeEvent, type RefObject } from "react";

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field rendered on the server is on screen, and takes typing, before the page's scripts run.
 * Hydration leaves what was typed in the field, but the component's state still holds the
 * server's value: the text would not be saved, counted or searched, and a later render would put
 * the server's value back. On mount this hands what the field holds to `onTyped` (the field's own
 * change handler) when it differs from the rendered `value`; the next render then writes the
 * same text, so the caret and the focus stay where they are. A field React does not control
 * (`value` undefined) keeps its text by itself.
 */
export function useTypedBeforeHydration<T extends TextField>(
  ref: RefObject<T | null>,
  value: unknown,
  onTyped: ((field: T) => void) | undefined,
) {
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || !onTyped || (typeof value !== "string" && typeof value !== "number")) return;
    if (field.value !== String(value)) onTyped(field);
    // on mount only: from then on React sees every input event itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A change event for handlers that read `event.target` (what React would have passed them). */
export function changeEventOf<T extends TextField>(field: T) {
  return { target: field, currentTarget: field, type: "change" } as unknown as ChangeEvent<T>;
}
