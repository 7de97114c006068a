// How the end-to-end tests start an app instance (the main one and the extra ones some specs
// start): the production build behind our own front (scripts/serve.ts), as `npm start` serves it.
// Idle connections stay open for 75 s: with Node's 5 s default, a test's request sent on a
// connection the server was just closing failed with ECONNRESET.
import path from "node:path";

export function appServerArgs(port: number): string[] {
  const serve = path.join(process.cwd(), "scripts", "serve.ts");
  return ["--import", "tsx", serve, "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "75000"];
}
