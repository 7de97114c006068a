// What read-aloud needs once it speaks: the speech engine, the voice choice and the page-text
// mapping. useReadAloud fetches this module after the page has loaded, so no page carries it in
// its first load (the editor's read-back and the accessibility panel both use it).
export { ReadAloudEngine } from "@/lib/accessibility/read-aloud-engine";
export { pickVoice } from "@/lib/accessibility/voices";
export { collectText, domRangeFor } from "@/lib/accessibility/dom-text";
