// Meeting participants (voice-tools-and-enterprise §5): trimmed, non-empty, no duplicates.

/** The list with `name` added, or the same list when the name is blank or already there (case-insensitive). */
export function addParticipant(list: readonly string[], name: string): readonly string[] {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (!trimmed) return list;
  const key = trimmed.toLocaleLowerCase();
  if (list.some((p) => p.toLocaleLowerCase() === key)) return list;
  return [...list, trimmed];
}

export function removeParticipant(list: readonly string[], name: string): readonly string[] {
  return list.filter((p) => p !== name);
}
