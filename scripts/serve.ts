// Serves the app: Next.js in this process (a custom server) behind our own small front, which
// knows each request's socket address. `next start` alone passes on whatever X-Forwarded-For a
// client writes, so the sign-in and sign-up limits could not tell clients apart; here every
// forwarding header is overwritten with the real client address (lib/deploy/client-address.ts),
// counting TRUSTED_PROXY_COUNT proxies in front of us as before.
//
//   node --import tsx scripts/serve.ts [--dev] [-p PORT] [-H HOST] [--keepAliveTimeout MS]
//
// `npm start` and `npm run dev` run it (scripts/start.ts), and so does the end-to-end test server.
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import next from "next";
import { rewriteForwardingHeaders, watchPeers } from "../lib/deploy/client-address";

function argValue(args: string[], ...names: string[]): string | undefined {
  const i = args.findIndex((a) => names.includes(a));
  return i >= 0 ? args[i + 1] : undefined;
}

function trustedProxyCount(value: string | undefined): number {
  const n = Number(value || 0);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUSTED_PROXY_COUNT must be a whole number from 0 to 10, not "${value}"`);
  return n;
}

async function main(args: string[]) {
  const dev = args.includes("--dev");
  const port = Number(argValue(args, "-p", "--port") ?? process.env.PORT ?? 3000);
  const hostname = argValue(args, "-H", "--hostname");
  const keepAliveTimeout = Number(argValue(args, "--keepAliveTimeout") ?? 0);
  const trustedProxies = trustedProxyCount(process.env.TRUSTED_PROXY_COUNT);
  // Made anew at every start and known only to this process (the app reads it from lib/env.ts).
  const secret = randomBytes(32).toString("base64url");
  process.env.SAYWRITE_FRONT_SECRET = secret;

  const server = createServer();
  if (keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout;
  const app = next({ dev, dir: process.cwd(), hostname: hostname ?? "localhost", port, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Behind a proxy we were not told about, every client would look like that proxy: say so in the log.
  const peerWarning = trustedProxies === 0 && !dev ? watchPeers() : undefined;
  server.on("request", (req, res) => {
    const warning = peerWarning?.(req.socket.remoteAddress ?? "");
    if (warning) console.warn(warning);
    rewriteForwardingHeaders(req.headers, req.socket.remoteAddress ?? "", trustedProxies, secret);
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve());
  });
  console.log(`[saywrite] serving ${dev ? "the development server" : "the production build"} on http://${hostname ?? "localhost"}:${port}`);
  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main(process.argv.slice(2)).catch((err) => {
  console.error("[saywrite] could not serve:", err instanceof Error ? err.message : err);
  process.exit(1);
});
