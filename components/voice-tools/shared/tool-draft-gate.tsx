"use client";
import { Fragment, startTransition, useEffect, useState, type ReactNode } from "react";
import { isPageHydrated, useHydrated } from "@/lib/use-hydrated";
import { hasDraft, type ToolName } from "@/lib/tools/tool-draft";

/**
 * The tool is rendered on the server, so it is on screen with the page's first paint (not a
 * skeleton swapped for it after hydration, which laid the whole tool out on a slow phone's busy
 * main thread). The server cannot read this browser's draft, so a tool hydrates without it;
 * when a draft is kept here, the tool is mounted again once hydrated (a transition), and this
 * time its first render reads the draft. After a client-side navigation the tool reads its
 * draft at once and nothing is mounted twice.
 */
export function ToolDraftGate({ tool, children }: { tool: ToolName; children: ReactNode }) {
  useHydrated(); // marks the page hydrated (its effect runs before the one below)
  const [fromServer] = useState(() => !isPageHydrated());
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (fromServer && hasDraft(tool)) startTransition(() => setGeneration(1));
  }, [fromServer, tool]);
  return <Fragment key={generation}>{children}</Fragment>;
}
