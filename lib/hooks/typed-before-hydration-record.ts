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

/**
 * The inline script put after the text areas. React's hydration writes each text area's text into
 * it again (react-dom's initTextarea sets its defaultValue), and while a text area's value still
 * follows its text, the browser then empties and refills its text box: a 3,000-word document was
 * laid out and shaped a second time during hydration (in Chromium, 7 to 16 ms at full speed and a
 * style and layout of 70 ms at 4x slowdown). Giving each text area the value it already has
 * makes the value its own (the "dirty value" flag, as typing does), and the same write then
 * changes nothing. The value, the caret and anything typed are untouched; run before hydration
 * or after it, it changes nothing the reader sees.
 */
export const TEXT_AREAS_OWN_VALUE_SCRIPT = 'document.querySelectorAll("textarea").forEach(function(t){t.value=t.value});';

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
