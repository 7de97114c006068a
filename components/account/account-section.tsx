import type { ReactNode } from "react";

/** One part of /settings/account: a bordered section named by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border-2 border-border p-5">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section's last action did, announced politely. */
export function Status({ message }: { message: string | null }) {
  return (
    <p role="status" className="text-base font-semibold">
      {message}
    </p>
  );
}
