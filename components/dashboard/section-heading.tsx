import type { ReactNode } from "react";

export function SectionHeading({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold">
        {children}
      </h2>
      {action}
    </div>
  );
}
