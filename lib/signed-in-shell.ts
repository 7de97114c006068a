// The signed-in frame (components/layout/app-shell.tsx) carries this attribute, so client code
// can tell a signed-in screen from the landing and sign-in pages without asking the server (and
// without a 401 in the console of every visitor's page).
export const SIGNED_IN_SHELL_ATTRIBUTE = "data-signed-in-shell";

export function isInSignedInShell(): boolean {
  return typeof document !== "undefined" && document.querySelector(`[${SIGNED_IN_SHELL_ATTRIBUTE}]`) !== null;
}
