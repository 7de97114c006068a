import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the app that delivers a page's HTML in two parts, as a slow network does:
 * everything before the first `marker`, then, `pauseMs` later, the rest. Every other response passes
 * through as it is. The browser's cookies for 127.0.0.1 go with it (cookies do not depend on the port).
 */
export async function startSplitHtmlProxy(target: string, marker: string, pauseMs: number): Promise<{ origin: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers["accept-encoding"]; // plain text, so the marker can be found
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      async (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
          answer.pipe(res);
          return;
        }
        let held = Buffer.alloc(0);
        let split = false;
        for await (const chunk of answer as AsyncIterable<Buffer>) {
          if (split) {
            res.write(chunk);
            continue;
          }
          held = Buffer.concat([held, chunk]);
          const at = held.indexOf(marker);
          if (at < 0) continue;
          split = true;
          res.write(held.subarray(0, at));
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
          res.write(held.subarray(at));
        }
        if (!split) res.write(held);
        res.end();
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
