"use client";
import { useId, useMemo, useState } from "react";
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

export function CommandSearch({ rows }: { rows: readonly VoiceCommandHelpRow[] }) {
  const [query, setQuery] = useState("");
  const id = useId();
  const found = useMemo(() => searchCommands(rows, query), [rows, query]);
  return (
    <div className="flex flex-col gap-2 p-2">
      <label htmlFor={`${id}-q`} className="font-semibold">
        Search voice commands
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="e.g. last sentence, spell, copy"
        aria-describedby={`${id}-count`}
        className="rounded-lg border-2 border-input bg-card px-3 py-2 text-base focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
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
