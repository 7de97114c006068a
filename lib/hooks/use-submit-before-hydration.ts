"use client";
import { useRef, type FormEvent } from "react";

/**
 * Props for a <form> whose fields carry personal text (an email, a password, a name, notes).
 * A form is on screen before the page's scripts run; pressing Enter (or its button) then would
 * submit it natively, as a GET that puts every field in the address (browser history, server
 * logs). A function `action` makes React block that native submission (a script inline in the
 * page holds it) and hand it here once the form is live: it is then submitted as if pressed now,
 * through the form's own onSubmit, with everything that was typed. onSubmit must call
 * preventDefault (react-hook-form's handleSubmit does), so `action` runs only for that replay.
 * React resets a form after its action: onReset stops that (nothing typed is cleared).
 */
export function useSubmitBeforeHydration() {
  const ref = useRef<HTMLFormElement>(null);
  const replaying = useRef(false);
  return {
    ref,
    action: () => {
      if (replaying.current) return; // pressed twice before the page was ready: one submission
      replaying.current = true;
      setTimeout(() => {
        replaying.current = false;
        const form = ref.current;
        const button = form?.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');
        // as a press now would: not while its button is disabled (details missing, already busy)
        if (form && !button?.disabled) form.requestSubmit(button ?? undefined);
      });
    },
    onReset: (e: FormEvent<HTMLFormElement>) => e.preventDefault(),
  };
}
