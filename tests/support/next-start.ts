// The arguments of `next start` for the app the end-to-end tests use (the main instance and the
// extra ones some specs start). Idle connections stay open for 75 s: with Node's 5 s default, a
// test's request sent on a connection the server was just closing failed with ECONNRESET.
export function nextStartArgs(nextBin: string, port: number): string[] {
  return [nextBin, "start", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "75000"];
}
