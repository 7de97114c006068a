// A TCP proxy in front of PostgreSQL that tests switch between three states:
// - "forward": bytes flow both ways (a healthy database);
// - "refuse":  the listening socket is closed and every open connection is reset, as when the
//              database is stopped (new connections get ECONNREFUSED); "forward" listens again on
//              the same port, as a restarted database would;
// - "stall":   connections are accepted but nothing moves in either direction, new or old (a
//              database or network that hangs). Bytes stay queued; "forward" lets them flow again,
//              so a late answer to a request the client gave up on still arrives, which is
//              the hardest case for a client's connection pool.
import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type ProxyState = "forward" | "refuse" | "stall";

export type TcpProxy = {
  port: number;
  state: () => ProxyState;
  /** The same postgresql:// URL with host and port replaced by the proxy's. */
  urlFor: (databaseUrl: string) => string;
  forward: () => Promise<void>;
  refuse: () => Promise<void>;
  stall: () => void;
  /** Connections accepted so far (for reports). */
  accepted: () => number;
  close: () => Promise<void>;
};

type Pair = { client: Socket; upstream?: Socket };

export async function startTcpProxy(options: { targetHost: string; targetPort: number; port?: number; host?: string }): Promise<TcpProxy> {
  const host = options.host ?? "127.0.0.1";
  const pairs = new Set<Pair>();
  let state: ProxyState = "forward";
  let accepted = 0;
  let server: Server;

  const destroy = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const pipe = (pair: Pair) => {
    const upstream = connect({ host: options.targetHost, port: options.targetPort });
    pair.upstream = upstream;
    upstream.on("error", () => destroy(pair));
    upstream.on("close", () => destroy(pair));
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    if (state === "stall") {
      pair.client.pause();
      upstream.pause();
    }
  };

  const onConnection = (client: Socket) => {
    accepted++;
    const pair: Pair = { client };
    pairs.add(pair);
    client.on("error", () => destroy(pair));
    client.on("close", () => destroy(pair));
    if (state === "stall") client.pause(); // accepted, never answered until forwarding resumes
    else pipe(pair);
  };

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createServer(onConnection);
      s.once("error", reject);
      s.listen(port, host, () => {
        s.off("error", reject);
        resolve(s);
      });
    });

  server = await listen(options.port ?? 0);
  const port = (server.address() as AddressInfo).port;
  let listening = true;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  return {
    port,
    state: () => state,
    accepted: () => accepted,
    urlFor: (databaseUrl) => {
      const u = new URL(databaseUrl);
      u.hostname = host;
      u.port = String(port);
      return u.toString();
    },
    forward: async () => {
      if (!listening) {
        // The port was just released; retry briefly in case the OS is slow to free it.
        for (let attempt = 0; ; attempt++) {
          try {
            server = await listen(port);
            listening = true;
            break;
          } catch (err) {
            if (attempt >= 20) throw err;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }
      state = "forward";
      for (const pair of pairs) {
        if (!pair.upstream) pipe(pair);
        else pair.upstream.resume();
        pair.client.resume();
      }
    },
    refuse: async () => {
      state = "refuse";
      for (const pair of [...pairs]) destroy(pair);
      await closeServer();
    },
    stall: () => {
      state = "stall";
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    close: async () => {
      for (const pair of [...pairs]) destroy(pair);
      await closeServer();
    },
  };
}
