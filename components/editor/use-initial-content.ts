"use client";
// Initial text for a new document: ?content= (brainstorm's Create Document, URL-encoded
// Markdown, with ?title=) or ?template={id} (GET /api/templates/{id}; a missing template is ignored).
// A template that could not be fetched (no connection, a server error) is not a missing one: the
// editor opens empty and says so, and retry() asks again (use-editor.ts puts it in then).
import { useCallback, useEffect, useMemo, useState } from "react";
import { HttpError } from "@/lib/api-client";
import { fetchTemplate } from "@/lib/queries/direct";
import { textFingerprint } from "@/lib/drafts/ai-undo";
import { templateOrigin } from "@/lib/drafts/origin";
import type { InitialContent } from "@/components/editor/initial-content";
import { MAX_TITLE_CHARS } from "@/lib/documents/document-model";

type TemplateState = { pending: boolean; value: InitialContent | null; failed: boolean };

async function loadTemplate(templateId: string, signal?: AbortSignal): Promise<TemplateState> {
  try {
    const t = await fetchTemplate(templateId, signal);
    const content = t.content ?? "";
    const title = t.name || undefined;
    const value = content || title ? { content, title, type: t.type, origin: templateOrigin(templateId) } : null;
    return { pending: false, value, failed: false };
  } catch (error) {
    // no such template: start blank; any other failure: start blank and say so
    return { pending: false, value: null, failed: !(error instanceof HttpError && error.status === 404) };
  }
}

export function useInitialContent(templateId: string | null, contentParam: string | null, titleParam: string | null = null) {
  const fromLink = useMemo<InitialContent | null>(() => {
    if (!contentParam) return null;
    const title = titleParam?.trim().slice(0, MAX_TITLE_CHARS) || undefined;
    return { content: contentParam, title, origin: `content:${textFingerprint(contentParam)}` };
  }, [contentParam, titleParam]);
  const [template, setTemplate] = useState<TemplateState>({
    pending: Boolean(templateId) && !contentParam,
    value: null,
    failed: false,
  });

  useEffect(() => {
    if (!templateId || contentParam) return;
    const controller = new AbortController();
    void loadTemplate(templateId, controller.signal).then((state) => {
      if (!controller.signal.aborted) setTemplate(state);
    });
    return () => controller.abort();
  }, [templateId, contentParam]);

  /** Asks again for a template that failed to load; resolves with it, or null when it failed again. */
  const retry = useCallback(async (): Promise<InitialContent | null> => {
    if (!templateId) return null;
    const state = await loadTemplate(templateId);
    setTemplate((now) => ({ ...now, failed: state.failed }));
    return state.value;
  }, [templateId]);

  return { initialContent: fromLink ?? template.value, pending: template.pending, templateFailed: template.failed, retryTemplate: retry };
}
