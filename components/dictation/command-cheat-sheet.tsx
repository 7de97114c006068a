import { TOP_VOICE_COMMANDS, VOICE_COMMAND_HELP } from "@/lib/speech/command-grammar";
import { CommandSearchLater } from "@/components/dictation/command-search-later";

// The voice commands (core-product §2, §9), from the grammar table the parser itself reads, so
// the help never offers a command that does nothing. The five most used are always shown; the
// whole list, with where in a sentence each may be said and the way to do it without voice, is
// one press away (a native disclosure, works by keyboard and screen reader), with a search over
// every spoken form (command-search.tsx, fetched once the page is on screen). A server
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
        <CommandSearchLater rows={VOICE_COMMAND_HELP} />
      </details>
    </section>
  );
}
