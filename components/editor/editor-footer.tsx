"use client";
import { AFTER_DOCUMENT_TEXT_ID } from "@/components/editor/document-text-id";
import { memo, useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { countText, type TextCounts } from "@/lib/text/counts";
import { plural } from "@/lib/text/plural";
import { scheduleIdle } from "@/lib/drafts/idle";
import { capitalizeType } from "@/components/editor/editor-values";

/** Counts and the text they were made from. */
export type CountedText = { content: string; counts: TextCounts };

type Props = {
  content: string;
  type: string;
  hasId: boolean;
  /** Counts made on the server: used when they are of the text the footer is first drawn with. */
  serverCounts?: CountedText;
};

// Footer counts (core-product §2, §5). Counting a long document takes milliseconds, so the
// counts follow the text in idle time instead of delaying the paint of each word.
export const EditorFooter = memo(function EditorFooter({ content, type, hasId, serverCounts }: Props) {
  // the counts with the text they were made from: the text it was first drawn with is counted
  // once, on the server when it came from there (not again while the page hydrates)
  const [counted, setCounted] = useState<CountedText>(() =>
    serverCounts?.content === content ? serverCounts : { content, counts: countText(content) },
  );
  useEffect(() => {
    if (counted.content === content) return;
    return scheduleIdle(() => setCounted({ content, counts: countText(content) }), 300);
  }, [content, counted.content]);
  const { counts } = counted;
  return (
    <div id={AFTER_DOCUMENT_TEXT_ID} data-editor-footer="" className="flex flex-wrap items-center justify-between gap-3 text-base text-muted-foreground">
      <p data-testid="editor-counts">
        {plural(counts.characters, "character", "characters")} · {plural(counts.words, "word", "words")} ·{" "}
        {plural(counts.paragraphs, "paragraph", "paragraphs")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary" data-testid="type-badge">
          {capitalizeType(type)}
        </Badge>
        {hasId && <Badge variant="outline">Shareable</Badge>}
      </div>
    </div>
  );
});
