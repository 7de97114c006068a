"use client";
import { RotateCcw } from "@/components/ui/icons/common-icons";
import { Button } from "@/components/ui/button";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";

const loadKeptWriting = () => import("@/components/common/kept-writing");

/**
 * What a screen shows when it fails to load (the server or its database is down): a way to
 * try again, and the writing kept in this browser, which can be opened and downloaded. The list
 * (components/common/kept-writing.tsx) is fetched when this shows, not with every page.
 */
export function ErrorRecovery({ reset }: { reset: () => void }) {
  const keptWriting = useModuleAfterLoad(loadKeptWriting);
  const KeptWriting = keptWriting.module?.KeptWriting;
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-10">
      <h1 id="error-title" className="mb-3 text-3xl font-bold">
        Something went wrong
      </h1>
      <p className="mb-6 text-lg">
        We could not load this page. Your writing is kept in this browser: you can open or download it below.
      </p>
      <Button onClick={reset}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
      <h2 className="mt-10 mb-3 text-2xl font-semibold">Writing kept on this device</h2>
      {KeptWriting ? (
        <KeptWriting />
      ) : keptWriting.failed ? (
        <p className="text-lg">The list could not be loaded (the connection may be down). Your writing is still kept: try again when you are back online.</p>
      ) : null}
    </section>
  );
}
