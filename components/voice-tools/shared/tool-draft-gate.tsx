"use client";
import { createContext, Fragment, useContext, useState, type ReactNode } from "react";
import { isPageHydrated, useHydrated } from "@/lib/hooks/use-hydrated";
import { hasDraft, type ToolName } from "@/lib/voice-tools/tool-draft";

const Replacing = createContext(false);

/**
 * True while this mount of the tool is about to be replaced by one that starts from the draft:
 * its effects should ask for nothing (no request whose answer nobody would see). Never part of
 * what is rendered, so the hydration still matches the server's HTML.
 */
export function useToolBeingReplaced(): boolean {
  return useContext(Replacing);
}

/**
 * The tool is rendered on the server, so it is on screen with the page's first paint (not a
 * skeleton swapped for it after hydration, which laid the whole tool out on a slow phone's busy
 * main thread). The server cannot read this browser's draft, so a tool hydrates without it;
 * when a draft is kept here, the tool is mounted again once hydrated (a transition), and this
 * time its first render reads the draft. After a client-side navigation the tool reads its
 * draft at once and nothing is mounted twice.
 * The tool takes typing from its first paint: what is typed before hydration is kept by the
 * fields themselves (components/ui/input.tsx). A kept draft with a recording still wins over setup
 * fields typed in that first moment, as the tool then opens where the recording was.
 */
export function ToolDraftGate({ tool, children }: { tool: ToolName; children: ReactNode }) {
  const hydrated = useHydrated(); // switches in a transition, after marking the page hydrated
  // Read while hydrating (false on the server): decides nothing that is rendered.
  const [restore] = useState(() => !isPageHydrated() && hasDraft(tool));
  // With a draft, the switch to hydrated mounts the tool anew (a new key), in a transition.
  return (
    <Replacing.Provider value={restore && !hydrated}>
      <div data-testid="tool-body" data-hydrated={hydrated || undefined}>
        <Fragment key={restore && hydrated ? "restored" : "first"}>{children}</Fragment>
      </div>
    </Replacing.Provider>
  );
}
