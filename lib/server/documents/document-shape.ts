import "server-only";
import {
  toStoredDocumentType,
  type DocumentDto,
  type DocumentListItem,
} from "@/lib/schemas/documents";

export const documentSelect = {
  id: true,
  title: true,
  content: true,
  type: true,
  version: true,
  updatedAt: true,
} as const;

export const documentListSelect = { id: true, title: true, type: true, updatedAt: true } as const;

type DocumentRow = { id: string; title: string; content: string; type: string | null; version: number; updatedAt: Date };
type DocumentListRow = { id: string; title: string; type: string | null; updatedAt: Date };

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: toStoredDocumentType(row.type),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDocumentListItem(row: DocumentListRow): DocumentListItem {
  return { id: row.id, title: row.title, type: toStoredDocumentType(row.type), updatedAt: row.updatedAt.toISOString() };
}
