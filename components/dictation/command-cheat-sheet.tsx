import { VOICE_COMMAND_HELP } from "@/lib/speech/voice-commands";

// The voice-command cheat sheet of the Voice Control panel (core-product §2, §9). The list
// comes from the parser's own table, so it never offers a command that does nothing.
export function CommandCheatSheet() {
  return (
    <section aria-labelledby="voice-commands-heading" className="flex flex-col gap-2">
      <h3 id="voice-commands-heading" className="text-lg font-bold">
        Voice commands
      </h3>
      <ul className="flex flex-col gap-2 text-base">
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
