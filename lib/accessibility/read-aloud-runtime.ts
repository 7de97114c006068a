// What read-aloud needs once it speaks: the speech engine, the voice choice, the page-text
// mapping, and how a text is cut into sentences and spoken chunks (the editor's Read it back shows
// the sentence being read, and a word is read in its sentence). useReadAloud fetches this module
// after the page has loaded, so no page carries it in its first load (the editor's read-back and
// the accessibility panel both use it).
export { ReadAloudEngine } from "@/lib/accessibility/read-aloud-engine";
export { pickVoice } from "@/lib/accessibility/voices";
export { collectText, domRangeFor } from "@/lib/accessibility/dom-text";
export { splitIntoSpeechChunks } from "@/lib/accessibility/speech-chunks";
export { splitSentences } from "@/lib/text/sentences";
