"use client";
import { createContext, Fragment, useContext, useState, type ReactNode } from "react";
import { isPageHydrated, useHydrated } from "@/lib/use-hydrated";
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
 * The tool stays inert until hydrated, so no word can be typed where hydration would lose it.
 */
export function ToolDraftGate({ tool, children }: { tool: ToolName; children: ReactNode }) {
  const hydrated = useHydrated(); // switches in a transition, after marking the page hydrated
  // Read while hydrating (false on the server): decides nothing that is rendered.
  const [restore] = useState(() => !isPageHydrated() && hasDraft(tool));
  // The switch to hydrated both lifts `inert` and, with a draft, mounts the tool anew (a new key),
  // in the same transition. Until the page's scripts have run, the tool is on screen but inert:
  // nothing can be typed into fields that hydration would then empty (the skeleton it replaces
  // took no input either).
  return (
    <Replacing.Provider value={restore && !hydrated}>
      <div inert={!hydrated} data-testid="tool-body">
        <Fragment key={restore && hydrated ? "restored" : "first"}>{children}</Fragment>
      </div>
    </Replacing.Provider>
  );
}
