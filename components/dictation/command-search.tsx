"use client";
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import type { VoiceCommandHelpRow } from "@/lib/speech/command-grammar";

// The help panel's search: type part of what you would say ("copy", "last sentence", "spell")
// or what you want done ("move", "bold") and the commands that match are listed, each with where
// it may be said and the way to do it without voice. Every spoken form of a command is searched.

/** The rows whose words, spoken forms or keys hold every word typed (any order, any case). */
export function searchCommands(rows: readonly VoiceCommandHelpRow[], query: string): VoiceCommandHelpRow[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}+]+/u).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((r) => {
    const hay = [r.say, r.does, r.keys ?? "", ...r.forms].join(" ").toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

const FIELD = "rounded-lg border-2 border-input bg-card px-3 py-2 text-base";

/**
 * Whether the `<details>` around `ref` is open (true when there is none). The browser's form
 * autofill looks at every text field a page adds, and a field inside a closed `<details>` makes it
 * style and lay out everything in there (the whole list: about 400 elements, 10 ms at 1x, in a
 * task of its own after load), so the search field is only in the page while the list is open.
 */
function useDisclosureOpen(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = ref.current?.closest("details");
    if (!details) {
      setOpen(true);
      return;
    }
    const sync = () => setOpen(details.open);
    sync();
    details.addEventListener("toggle", sync);
    return () => details.removeEventListener("toggle", sync);
  }, [ref]);
  return open;
}

export function CommandSearch({ rows }: { rows: readonly VoiceCommandHelpRow[] }) {
  const [query, setQuery] = useState("");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const open = useDisclosureOpen(root);
  const found = useMemo(() => searchCommands(rows, query), [rows, query]);
  return (
    <div ref={root} className="flex flex-col gap-2 p-2">
      <label htmlFor={`${id}-q`} className="font-semibold">
        Search voice commands
      </label>
      {open ? (
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. last sentence, spell, copy"
          aria-describedby={`${id}-count`}
          className={`${FIELD} focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring`}
        />
      ) : (
        // the field's box while the list is closed (the same size), so nothing moves as it opens
        <div aria-hidden="true" className={FIELD}>
          &nbsp;
        </div>
      )}
      <p id={`${id}-count`} role="status" className="text-muted-foreground">
        {query.trim() ? (found.length ? `${found.length} ${found.length === 1 ? "command matches" : "commands match"}` : "No command matches. Try fewer words.") : `${rows.length} commands`}
      </p>
      <ul id="voice-commands-list" className="flex flex-col gap-2 text-base" aria-label="Matching voice commands">
        {found.map((row) => (
          <li key={row.id} className="rounded-lg bg-muted px-3 py-2">
            <span className="font-semibold">&ldquo;{row.say}&rdquo;</span>
            <span className="block text-muted-foreground">{row.does}</span>
            <span className="block text-muted-foreground">Say it: {row.where.toLowerCase()}</span>
            {row.keys && <span className="block text-muted-foreground">Without voice: {row.keys}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
