/** Says that the transcript on screen was kept from an earlier visit (local draft). */
export function RestoredNote({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p className="rounded-lg border-2 border-border bg-muted px-3 py-2" data-testid="restored-note">
      We kept your transcript from last time in this browser. It stays here until you start over.
    </p>
  );
}
