// React hydrates a <textarea> by setting its value back to its server text whenever that text is
// not empty (react-dom's initTextarea): words typed into a document's text before the page's
// scripts ran would be gone before any effect could read them. The page that draws such a text
// area puts this small script before it (TypedBeforeHydrationRecorder): it notes each text area's
// value and caret on every input until the page is live, and useTypedBeforeHydration takes the
// note when the field in the page has been set back. (Inputs keep what was typed by themselves.)

/** The inline script: records the text areas' typing into window.__saywriteTyped until stopped. */
export const TYPED_RECORDER_SCRIPT =
  '(function(){var r={fields:{}};window.__saywriteTyped=r;function h(e){var t=e.target;if(t&&t.tagName==="TEXTAREA"&&t.id)' +
  "r.fields[t.id]={value:t.value,start:t.selectionStart,end:t.selectionEnd}}" +
  'document.addEventListener("input",h,true);r.stop=function(){document.removeEventListener("input",h,true)}})();';

type Recorded = { value: string; start: number | null; end: number | null };
type Recorder = { fields: Record<string, Recorded | undefined>; stop: () => void };

/**
 * What was typed into `field` before hydration, as the recorder noted it (null without a note).
 * The recorder stops once the fields hydrated in this commit have each taken their note.
 */
export function takeRecordedTyping(field: HTMLElement): Recorded | null {
  const holder = window as unknown as { __saywriteTyped?: Recorder };
  const recorder = holder.__saywriteTyped;
  if (!recorder) return null;
  const noted = field.id ? recorder.fields[field.id] : undefined;
  setTimeout(() => {
    if (holder.__saywriteTyped !== recorder) return;
    recorder.stop();
    delete holder.__saywriteTyped;
  });
  return noted ?? null;
}
