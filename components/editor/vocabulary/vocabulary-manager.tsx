"use client";
import { useRef, useState, type ChangeEvent } from "react";
import { Download, Pencil, Trash2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/common/load-error";
import { focusIsLost } from "@/components/ui/return-focus";
import { messageForPerson } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";
import { toast } from "@/lib/toast";
import {
  useCreateVocabulary,
  useDeleteVocabulary,
  useImportVocabulary,
  useUpdateVocabulary,
  useVocabulary,
} from "@/lib/queries/vocabulary";
import { MAX_VOCABULARY_ENTRIES, vocabularyExport, type CreateVocabularyData, type VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import { VocabularyForm } from "@/components/editor/vocabulary/vocabulary-form";

const messageOf = (err: unknown) => messageForPerson(err, "That did not work. Please try again.");

// Personal vocabulary, in the editor's dialog and on /settings/vocabulary: add,
// change and delete words and shortcuts (undo in the toast), import and export as JSON.
export function VocabularyManager({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const list = useVocabulary();
  const create = useCreateVocabulary();
  const update = useUpdateVocabulary();
  const remove = useDeleteVocabulary();
  const importer = useImportVocabulary();
  const [editing, setEditing] = useState<string | null>(null);
  // The entry whose Edit button takes the focus back once its form closes (Save, Cancel, Escape).
  const refocusEdit = useRef<string | null>(null);
  const stopEditing = (id: string) => {
    refocusEdit.current = id;
    setEditing(null);
  };
  const [addError, setAddError] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const add = async (data: CreateVocabularyData) => {
    setAddError(null);
    try {
      await create.mutateAsync(data);
      toast({ title: "Added", description: `"${data.phrase}" is in your vocabulary.` });
      return true;
    } catch (err) {
      setAddError(messageOf(err));
      return false;
    }
  };

  const save = async (entry: VocabularyEntryDto, data: CreateVocabularyData) => {
    setEditError(null);
    try {
      await update.mutateAsync({ id: entry.id, ...data, expansion: data.kind === "shortcut" ? data.expansion : null });
      stopEditing(entry.id);
      toast({ title: "Saved", description: `"${data.phrase}" was changed.` });
      return true;
    } catch (err) {
      setEditError(messageOf(err));
      return false;
    }
  };

  // The entries whose delete is on its way: a second press sent a second delete, answered 404,
  // and its "Could not delete" replaced the "Deleted" toast and its Undo.
  const deleting = useRef(new Set<string>());
  // the Delete button goes with its entry: the focus moves to the list's heading (the next Tab goes
  // on along the list), unless it has moved elsewhere meanwhile
  const listHeading = useRef<HTMLHeadingElement>(null);
  const del = async (entry: VocabularyEntryDto) => {
    if (deleting.current.has(entry.id)) return;
    deleting.current.add(entry.id);
    const pressed = document.activeElement;
    try {
      await remove.mutateAsync(entry.id);
      if (document.activeElement === pressed || focusIsLost()) listHeading.current?.focus();
      toast({
        title: "Deleted",
        description: `"${entry.phrase}" was removed.`,
        action: { label: "Undo", onClick: () => void create.mutateAsync({ kind: entry.kind, phrase: entry.phrase, expansion: entry.expansion }).catch(() => undefined) },
      });
    } catch (err) {
      toast({ title: "Could not delete", description: messageOf(err), variant: "destructive" });
    } finally {
      deleting.current.delete(entry.id);
    }
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      toast({ title: "Import Failed", description: "That file is not a vocabulary JSON file.", variant: "destructive" });
      return;
    }
    try {
      const { added, skipped } = await importer.mutateAsync(parsed);
      toast({ title: "Imported", description: `${added} added, ${skipped} skipped (already there or over the limit).` });
    } catch (err) {
      toast({ title: "Import Failed", description: messageOf(err), variant: "destructive" });
    }
  };

  const entries = list.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="vocabulary-add-heading" className="flex flex-col gap-3">
        <Heading id="vocabulary-add-heading" className="text-lg font-bold">
          Add a word or shortcut
        </Heading>
        <VocabularyForm submitLabel="Add" pending={create.isPending} serverError={addError} onSubmit={add} />
      </section>
      <section aria-labelledby="vocabulary-list-heading" className="flex flex-col gap-3">
        <Heading id="vocabulary-list-heading" ref={listHeading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          Your words and shortcuts
        </Heading>
        {list.isPending ? (
          <div aria-busy="true" aria-label="Loading your vocabulary" className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : list.isError ? (
          <LoadError what="your vocabulary" onRetry={() => void list.refetch()} />
        ) : entries.length === 0 ? (
          <p>No words yet. Add names and words that come out wrong, or a shortcut for something you write often.</p>
        ) : (
          <>
            <p className="text-muted-foreground">
              {entries.length} of {MAX_VOCABULARY_ENTRIES}
            </p>
            <ul className="flex flex-col gap-2" data-testid="vocabulary-list">
              {entries.map((entry) => (
                <li key={entry.id} className="rounded-lg border-2 border-input p-3">
                  {editing === entry.id ? (
                    <VocabularyForm initial={entry} submitLabel="Save" pending={update.isPending} serverError={editError} onSubmit={(d) => save(entry, d)} onCancel={() => stopEditing(entry.id)} />
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="min-w-0 break-words">
                        <span className="font-bold">{entry.phrase}</span>
                        {entry.kind === "shortcut" && <span className="block text-muted-foreground">writes: {entry.expansion}</span>}
                      </p>
                      <div className="flex gap-2">
                        <Button
                          ref={(el) => {
                            if (el && refocusEdit.current === entry.id) {
                              refocusEdit.current = null;
                              el.focus();
                            }
                          }}
                          variant="outline"
                          onClick={() => setEditing(entry.id)}
                          aria-label={`Edit "${entry.phrase}"`}
                        >
                          <Pencil aria-hidden="true" />
                          Edit
                        </Button>
                        <Button variant="outline" onClick={() => void del(entry)} aria-label={`Delete "${entry.phrase}"`}>
                          <Trash2 aria-hidden="true" />
                          Delete
                        </Button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={entries.length === 0}
            onClick={() => downloadFile("saywrite-vocabulary.json", JSON.stringify(vocabularyExport(entries), null, 2), "application/json")}
          >
            <Download aria-hidden="true" />
            Export as JSON
          </Button>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-input px-4 py-2 font-semibold focus-within:ring-4 focus-within:ring-ring">
            <Upload aria-hidden="true" className="size-5" />
            Import from a JSON file
            <input type="file" accept=".json,application/json" className="sr-only" onChange={(e) => void importFile(e)} />
          </label>
        </div>
      </section>
    </div>
  );
}
