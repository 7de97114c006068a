"use client";
import { RefreshCw } from "lucide-react";
import { RetryButton } from "@/components/common/retry-button";

/** A plain-words load failure with a retry button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border-2 border-destructive p-4">
      <p className="text-base font-semibold">We could not load {what}. Please check your connection and try again.</p>
      <RetryButton onRetry={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </RetryButton>
    </div>
  );
}
