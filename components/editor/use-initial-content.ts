"use client";
// Initial text for a new document: ?content= (brainstorm's Create Document, URL-encoded
// Markdown, with ?title=) or ?template={id} (GET /api/templates/{id}; a missing template is ignored).
import { useEffect, useMemo, useState } from "react";
import { fetchTemplate } from "@/lib/queries/direct";
import { textFingerprint } from "@/lib/drafts/ai-undo";
import { templateOrigin } from "@/lib/drafts/origin";
import type { InitialContent } from "@/components/editor/initial-content";
import { MAX_TITLE_CHARS } from "@/lib/documents/document-model";

export function useInitialContent(templateId: string | null, contentParam: string | null, titleParam: string | null = null) {
  const fromLink = useMemo<InitialContent | null>(() => {
    if (!contentParam) return null;
    const title = titleParam?.trim().slice(0, MAX_TITLE_CHARS) || undefined;
    return { content: contentParam, title, origin: `content:${textFingerprint(contentParam)}` };
  }, [contentParam, titleParam]);
  const [template, setTemplate] = useState<{ pending: boolean; value: InitialContent | null }>({
    pending: Boolean(templateId) && !contentParam,
    value: null,
  });

  useEffect(() => {
    if (!templateId || contentParam) return;
    const controller = new AbortController();
    fetchTemplate(templateId, controller.signal)
      .then((t) => {
        const content = t.content ?? "";
        const title = t.name || undefined;
        const type = t.type;
        setTemplate({ pending: false, value: content || title ? { content, title, type, origin: templateOrigin(templateId) } : null });
      })
      .catch(() => {
        if (!controller.signal.aborted) setTemplate({ pending: false, value: null }); // no such template: start blank
      });
    return () => controller.abort();
  }, [templateId, contentParam]);

  return { initialContent: fromLink ?? template.value, pending: template.pending };
}
