"use client";
// A signed-in screen failed (e.g. the database is down): try again, or open and download the
// writing kept in this browser.
import { ErrorRecovery } from "@/components/common/error-recovery";

export default function SignedInError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorRecovery reset={reset} />;
}
