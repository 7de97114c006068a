"use client";
import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { VOICE_COMMAND_HELP } from "@/lib/speech/voice-commands";

// The voice-command cheat sheet of the Voice Control panel (core-product §2, §9). The list
// comes from the parser's own table, so it never offers a command that does nothing.
// On a narrow screen (one column) it is folded behind "Show voice commands": the whole list is
// several screens long there and would push the writing area far down. Side by side it is open.
export function CommandCheatSheet() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="voice-commands-heading" className="flex flex-col gap-2">
      <h3 id="voice-commands-heading" className="text-lg font-bold">
        Voice commands
      </h3>
      <Button
        type="button"
        variant="outline"
        className="justify-between lg:hidden"
        aria-expanded={open}
        aria-controls="voice-commands-list"
        onClick={() => setOpen((was) => !was)}
      >
        {open ? "Hide voice commands" : "Show voice commands"}
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <ul id="voice-commands-list" className={cn("flex flex-col gap-2 text-base", !open && "max-lg:hidden")}>
        {VOICE_COMMAND_HELP.map((c) => (
          <li key={c.say} className="rounded-lg bg-muted px-3 py-2">
            <span className="font-semibold">&ldquo;{c.say}&rdquo;</span>
            <span className="block text-muted-foreground">{c.does}</span>
            {c.keys && <span className="block text-muted-foreground">Without voice: {c.keys}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
