import type { MouseEvent } from "react";

/**
 * A toggle's click handler that takes a double click as one press: the second click of a double
 * click (event.detail 2 or more; a key press has 0) is dropped. A hurried person double-clicks
 * Start, and the second click would land on the Stop drawn in its place and undo the first.
 */
export function onePress<T extends Element>(press: () => void) {
  return (event: MouseEvent<T>) => {
    if (event.detail > 1) return;
    press();
  };
}
