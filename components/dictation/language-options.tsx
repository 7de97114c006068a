import { LANGUAGES } from "@/lib/languages";

// The dictation languages as <option>s: a server component, so the editor's page draws the list
// and hands it to the client screen (the list is HTML, not part of the page's JavaScript).
export function LanguageOptions() {
  return (
    <>
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
        </option>
      ))}
    </>
  );
}
