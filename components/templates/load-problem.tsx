import { RetryButton } from "@/components/common/retry-button";

/** A failed read, with a retry. */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border-2 border-destructive bg-card p-4">
      <p className="text-lg font-semibold">We could not load {what}.</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
