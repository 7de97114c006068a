"use client";
import type { VoiceCommandHelpRow } from "@/lib/speech/command-grammar";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";

const loadSearch = () => import("@/components/dictation/command-search");

/**
 * The full voice-command list with its search, inside the closed "All voice commands": fetched
 * once the page is on screen, not with its first load (it is one press away, never in the first
 * view).
 */
export function CommandSearchLater({ rows }: { rows: readonly VoiceCommandHelpRow[] }) {
  const search = useModuleAfterLoad(loadSearch);
  const CommandSearch = search.module?.CommandSearch;
  if (CommandSearch) return <CommandSearch rows={rows} />;
  return search.failed ? <p className="p-2">The list could not be loaded (the connection may be down). Reload the page to try again.</p> : null;
}
