import "server-only";
import { REVISION_PREVIEW_CHARS, type RevisionDto, type RevisionListItem } from "@/lib/schemas/revisions";

type RevisionRow = { id: string; version: number; title: string; content: string; type: string; source: RevisionListItem["source"]; createdAt: Date };

export const revisionSelect = { id: true, version: true, title: true, content: true, type: true, source: true, createdAt: true } as const;

function preview(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > REVISION_PREVIEW_CHARS ? `${flat.slice(0, REVISION_PREVIEW_CHARS).trimEnd()}…` : flat;
}

export function toRevisionListItem(row: RevisionRow): RevisionListItem {
  return { id: row.id, version: row.version, title: row.title, source: row.source, preview: preview(row.content), createdAt: row.createdAt.toISOString() };
}

export function toRevisionDto(row: RevisionRow): RevisionDto {
  return { ...toRevisionListItem(row), content: row.content, type: row.type };
}
