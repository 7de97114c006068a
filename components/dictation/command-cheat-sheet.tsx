import { TOP_VOICE_COMMANDS, VOICE_COMMAND_HELP, type VoiceCommandHelpRow } from "@/lib/speech/command-grammar";

// The voice commands (core-product §2, §9), from the grammar table the parser itself reads, so
// the help never offers a command that does nothing. The five most used are always shown; the
// whole list, with where in a sentence each may be said and the way to do it without voice, is
// one press away (a native disclosure: no script, works by keyboard and screen reader). A server
// component: the editor's page draws it and hands it to the client screen, so the help's words
// and the grammar table are HTML, not part of the page's JavaScript.
export function CommandCheatSheet() {
  return (
    <section aria-labelledby="voice-commands-heading" className="flex flex-col gap-2">
      <h3 id="voice-commands-heading" className="text-lg font-bold">
        Voice commands
      </h3>
      <ul className="flex flex-col gap-1 text-base" aria-label="Most used voice commands">
        {TOP_VOICE_COMMANDS.map((c) => (
          <li key={c.id}>
            <span className="font-semibold">&ldquo;{c.say}&rdquo;</span> <span className="text-muted-foreground">{c.does}</span>
          </li>
        ))}
      </ul>
      <details className="group rounded-lg border-2 border-input">
        <summary className="cursor-pointer list-inside rounded-md px-3 py-2 font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring">
          All voice commands
        </summary>
        <ul id="voice-commands-list" className="flex flex-col gap-2 p-2 text-base">
          {VOICE_COMMAND_HELP.map((c) => (
            <CommandRow key={c.id} row={c} />
          ))}
        </ul>
      </details>
    </section>
  );
}

function CommandRow({ row }: { row: VoiceCommandHelpRow }) {
  return (
    <li className="rounded-lg bg-muted px-3 py-2">
      <span className="font-semibold">&ldquo;{row.say}&rdquo;</span>
      <span className="block text-muted-foreground">{row.does}</span>
      <span className="block text-muted-foreground">Say it: {row.where.toLowerCase()}</span>
      {row.keys && <span className="block text-muted-foreground">Without voice: {row.keys}</span>}
    </li>
  );
}
