// Whose address a request comes from, for the sign-in and sign-up limits. Shared by our HTTP
// front (scripts/serve.ts, plain Node) and the app (lib/server/rate-limit.ts): no server-only.
//
// X-Forwarded-For is written by whoever sends the request, so it is believed only as far as our
// own proxies wrote it. `next start` alone passes a client's X-Forwarded-For straight through
// (it only fills the header in when absent), so `npm start` runs Next behind our own front, which
// knows the socket's address: it overwrites every forwarding header with the one client address
// and vouches for it with a secret made at start (FRONT_HEADER), which no client can know.

export const FRONT_HEADER = "x-saywrite-front";
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/** One spelling per address: IPv4 seen through an IPv6 socket loses its "::ffff:" prefix. */
export function normalizeAddress(address: string): string {
  const a = address.trim().replace(/^\[|\]$/g, "").toLowerCase();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

/**
 * The client among the hops: X-Forwarded-For's entries, then the address that connected to us.
 * Each of the `trustedProxies` proxies appended the address it saw, so the client is that many
 * places left of the connecting address; what lies further left is the client's own say.
 */
export function clientFromHops(forwardedFor: string | undefined, socketAddress: string, trustedProxies: number): string {
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  hops.push(socketAddress);
  // Fewer hops than proxies: a proxy is missing or misconfigured; the left-most is still the best guess.
  return normalizeAddress(hops[Math.max(0, hops.length - 1 - trustedProxies)]);
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * What our front does to each request before Next sees it: the client address worked out from
 * the socket (and our trusted proxies' hops) replaces every forwarding header a client could
 * have written, and FRONT_HEADER carries the secret that says our front wrote it. Behind no proxy
 * the Host and scheme are the connection's own (Next fills them in again from the socket).
 */
export function rewriteForwardingHeaders(headers: Headers, socketAddress: string, trustedProxies: number, secret: string): string {
  const forwardedFor = headers["x-forwarded-for"];
  const client = clientFromHops(Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, socketAddress, trustedProxies);
  for (const name of trustedProxies > 0 ? ["forwarded", "x-real-ip"] : FORWARDING_HEADERS) delete headers[name];
  headers["x-forwarded-for"] = client;
  headers[FRONT_HEADER] = secret;
  return client;
}

/** Loopback, private (RFC 1918, IPv6 unique-local) and link-local addresses: where a proxy on our own network connects from. */
export function isPrivateAddress(address: string): boolean {
  const a = normalizeAddress(address).replace(/%.*$/, "");
  if (a === "::1" || /^fe[89ab]/.test(a) || /^f[cd]/.test(a)) return true;
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(a);
  if (!m) return false;
  const [x, y] = [Number(m[1]), Number(m[2])];
  return x === 127 || x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 169 && y === 254);
}

/**
 * Watches the first `sample` connecting peers while TRUSTED_PROXY_COUNT is 0: when every one came
 * from a loopback or private address, a proxy we do not count is probably in front of us (then all
 * its clients are one address), and the returned function answers that warning, once.
 */
export function watchPeers(sample = 20): (peer: string) => string | null {
  let seen = 0;
  let allPrivate = true;
  return (peer) => {
    if (seen >= sample) return null;
    seen++;
    allPrivate &&= isPrivateAddress(peer);
    if (seen < sample || !allPrivate) return null;
    return (
      `[saywrite] warning: the first ${sample} requests all came from loopback or private addresses (the last from ${normalizeAddress(peer)}). ` +
      "If a proxy or load balancer sits in front of this app, set TRUSTED_PROXY_COUNT to the number of proxies, or " +
      "every client behind it shares one sign-in budget."
    );
  };
}
