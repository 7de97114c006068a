"use client";
// Any screen failed, including the signed-in shell itself (it reads the user from the database):
// try again, or open and download the writing kept in this browser.
import { ErrorRecovery } from "@/components/common/error-recovery";

export default function RootError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main-content">
      <ErrorRecovery reset={reset} />
    </main>
  );
}
