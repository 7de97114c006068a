"use client";
import { memo, useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { countText } from "@/lib/text/counts";
import { plural } from "@/lib/text/plural";
import { scheduleIdle } from "@/lib/drafts/idle";
import { capitalizeType } from "@/components/editor/editor-values";

// Footer counts (core-product §2, §5). Counting a long document takes milliseconds, so the
// counts follow the text in idle time instead of delaying the paint of each word.
export const EditorFooter = memo(function EditorFooter({ content, type, hasId }: { content: string; type: string; hasId: boolean }) {
  // the counts with the text they were made from: the text it was first drawn with is not counted twice
  const [counted, setCounted] = useState(() => ({ content, counts: countText(content) }));
  useEffect(() => {
    if (counted.content === content) return;
    return scheduleIdle(() => setCounted({ content, counts: countText(content) }), 300);
  }, [content, counted.content]);
  const { counts } = counted;
  return (
    <div data-editor-footer="" className="flex flex-wrap items-center justify-between gap-3 text-base text-muted-foreground">
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
