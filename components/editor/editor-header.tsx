"use client";
import { memo, type ReactNode } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { ArrowLeft, Download, History, Save, Share2, Sparkles, Wand2 } from "@/components/ui/icons/editor-icons";
import { ChevronDown } from "@/components/ui/icons/shell-icons";
import { useDismissableDetails } from "@/components/common/use-dismissable-details";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_TITLE_CHARS } from "@/lib/documents/document-model";
import { cx } from "@/lib/class-join";
import { fieldValueWithoutNul } from "@/lib/text/without-nul";

type Props = {
  title: string;
  onTitleChange: (title: string) => void;
  dirty: boolean;
  hasId: boolean;
  hasContent: boolean;
  saving: boolean;
  fixing: boolean;
  enhancing: boolean;
  onShare: () => void;
  onDownload: () => void;
  onFix: () => void;
  onEnhance: () => void;
  onSave: () => void;
  /** Opens the document's history (shown once the document is saved). */
  onHistory?: () => void;
};

// The document actions' buttons; in the phone's More menu full width and left-aligned (what cn
// would make of buttonVariants({ variant: "outline" }) and "aria-disabled:opacity-60 w-full
// justify-start", which tests/unit/ui/class-join.test.ts checks), written out so the editor does
// not load the merge for it.
const ACTION_CLASS = buttonVariants({ variant: "outline", className: "aria-disabled:opacity-60" });
export const MENU_ACTION_CLASS =
  "inline-flex items-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 border-2 border-input bg-background hover:bg-accent hover:text-accent-foreground min-h-11 px-4 py-2 text-base aria-disabled:opacity-60 w-full justify-start";

/** `note`: why the action cannot be used yet, shown beside it (not only to screen readers). */
type Action = { key: string; icon: ReactNode; label: string; onClick: () => void; disabled?: boolean; note?: string; ariaDisabled?: boolean };

// Editor header (core-product §2): back, title, 'Unsaved changes', and the actions with their
// busy labels. Every button has a visible text label. On a phone the header stays two rows, so
// the text is on the first screen: Save stays in view, and Share, Download, Fix Punctuation,
// Enhance Doc and History are in a "More" menu (a native disclosure, keyboard and screen
// reader friendly; Fix All Punctuation is also in the Voice Control panel); from 640px wide all
// of them are in the row.
export const EditorHeader = memo(function EditorHeader(p: Props) {
  const [moreRef, onMoreToggle] = useDismissableDetails("editor-actions");
  const enhanceDisabled = !p.hasId || p.enhancing;
  const secondary: Action[] = [
    { key: "share", icon: <Share2 aria-hidden="true" />, label: "Share", onClick: p.onShare, disabled: !p.hasContent },
    { key: "download", icon: <Download aria-hidden="true" />, label: "Download", onClick: p.onDownload, disabled: !p.hasContent },
    {
      key: "enhance",
      icon: <Sparkles aria-hidden="true" />,
      label: p.enhancing ? "Enhancing..." : "Enhance Doc",
      onClick: p.onEnhance,
      // aria-disabled keeps it focusable, so pressing it anyway explains why (core-product §5)
      ariaDisabled: enhanceDisabled,
      note: p.hasId ? undefined : "Save the document first to enhance it.",
    },
    ...(p.hasId && p.onHistory ? [{ key: "history", icon: <History aria-hidden="true" />, label: "History", onClick: p.onHistory }] : []),
    { key: "fix", icon: <Wand2 aria-hidden="true" />, label: p.fixing ? "Fixing..." : "Fix Punctuation", onClick: p.onFix, disabled: p.fixing },
  ];
  const button = (a: Action, inMenu: boolean) => {
    const noteId = a.note ? `${a.key}-note${inMenu ? "-in-menu" : ""}` : undefined;
    const control = (
      <button
        key={a.key}
        type="button"
        className={inMenu ? MENU_ACTION_CLASS : ACTION_CLASS}
        onClick={() => {
          if (inMenu && moreRef.current) moreRef.current.open = false;
          a.onClick();
        }}
        disabled={a.disabled}
        aria-disabled={a.ariaDisabled}
        aria-describedby={noteId}
      >
        {a.icon}
        {a.label}
      </button>
    );
    if (!a.note) return control;
    return (
      <span key={a.key} className={inMenu ? "flex gap-x-2 flex-col items-stretch gap-y-1" : "flex items-center gap-x-2"}>
        {control}
        <span id={noteId} className="text-sm text-muted-foreground">
          {a.note}
        </span>
      </span>
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {/* The title goes under Back when the two do not fit side by side (the largest text on a phone). */}
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <IntentLink href="/dashboard" className={cx(buttonVariants({ variant: "ghost" }), "no-underline max-sm:px-2")}>
          <ArrowLeft aria-hidden="true" />
          Back
        </IntentLink>
        <label htmlFor="document-title" className="sr-only">
          Document title
        </label>
        <Input
          id="document-title"
          value={p.title}
          onChange={(e) => p.onTitleChange(fieldValueWithoutNul(e.target))}
          placeholder="Document title..."
          maxLength={MAX_TITLE_CHARS}
          textClassName="text-xl font-bold"
          className="min-w-0 grow basis-48 sm:max-w-xl"
        />
        {p.dirty && (
          <Badge variant="warning">
            {/* on a phone the title keeps its width: the badge shows one word, says both */}
            Unsaved<span className="max-sm:sr-only"> changes</span>
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Document actions">
        <div className="contents max-sm:hidden">{secondary.map((a) => button(a, false))}</div>
        <Button onClick={p.onSave} disabled={p.saving} className="max-sm:px-3">
          <Save aria-hidden="true" />
          {p.saving ? "Saving..." : "Save"}
        </Button>
        <details ref={moreRef} onToggle={onMoreToggle} className="relative sm:hidden">
          <summary className={cx(buttonVariants({ variant: "outline" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
            More
            <ChevronDown aria-hidden="true" />
          </summary>
          <div className="absolute right-0 z-30 mt-2 flex w-56 flex-col gap-2 rounded-xl border-2 border-border bg-card p-2 shadow-lg">
            {secondary.map((a) => button(a, true))}
          </div>
        </details>
      </div>
    </div>
  );
});
