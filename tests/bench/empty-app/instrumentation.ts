// BENCH-ONLY: the empty app's own (empty) instrumentation. Without it, Next builds the repository
// root's instrumentation.ts into this app too, which tries to purge documents with no database.
export function register() {}
