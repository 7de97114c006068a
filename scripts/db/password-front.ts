// The embedded database's door: PGLiteSocketServer (pglite-socket 0.2.17) has no authentication
// at all. It hands each connection's startup message to PGlite, whose single-user backend answers
// AuthenticationOk to any user and any password. So PGlite listens only on a Unix socket inside a
// private (0700) folder, and this front is what listens on TCP: it asks every client for the
// password with SCRAM-SHA-256 (PostgreSQL's own default; the password never crosses the socket),
// and only then passes the connection, startup message first, through to PGlite.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** A startup or SASL message is a few hundred bytes; anything larger before sign-in is refused. */
const MAX_AUTH_MESSAGE_BYTES = 10_000;
/** A client that has not signed in by then is dropped (PostgreSQL's authentication_timeout). */
const AUTH_TIMEOUT_MS = 10_000;
const SCRAM_ITERATIONS = 4096;
const MECHANISM = "SCRAM-SHA-256";
export const EMBEDDED_USER = "postgres";

type ScramKeys = { salt: Buffer; iterations: number; storedKey: Buffer; serverKey: Buffer };

const hmac = (key: Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

/** What the server keeps of the password (RFC 5802): enough to check a proof, not the password. */
export function scramKeys(password: string, salt = randomBytes(16), iterations = SCRAM_ITERATIONS): ScramKeys {
  const salted = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  return { salt, iterations, storedKey: sha256(hmac(salted, "Client Key")), serverKey: hmac(salted, "Server Key") };
}

export interface PasswordFront {
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on host:port (0 = any free port) and lets through to the Unix socket `backendPath` only
 * the connections that prove they know `password`, at most `maxConnections` at once.
 */
export async function startPasswordFront(options: {
  host: string;
  port: number;
  backendPath: string;
  password: string;
  maxConnections: number;
}): Promise<PasswordFront> {
  const keys = scramKeys(options.password);
  const sockets = new Set<Socket>();
  let passedThrough = 0;
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.once("close", () => sockets.delete(client));
    serveConnection(client, keys, options.backendPath, () => passedThrough < options.maxConnections, (open) => {
      passedThrough += open ? 1 : -1;
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the database front has no address");
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function serveConnection(
  client: Socket,
  keys: ScramKeys,
  backendPath: string,
  hasRoom: () => boolean,
  count: (open: boolean) => void,
) {
  client.setNoDelay(true);
  client.setTimeout(AUTH_TIMEOUT_MS, () => client.destroy());
  client.on("error", () => client.destroy());
  let buffer = Buffer.alloc(0);
  let phase: "startup" | "sasl-initial" | "sasl-final" | "done" = "startup";
  let startup = Buffer.alloc(0);
  let clientFirstBare = "";
  let serverFirst = "";
  let nonce = "";
  let gs2Header = "";

  const fail = (code: string, message: string) => {
    phase = "done";
    client.end(errorResponse(code, message));
  };

  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer.length > MAX_AUTH_MESSAGE_BYTES) return fail("08P01", "the startup message is too long");
    while (phase !== "done") {
      if (phase === "startup") {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (length < 8 || length > MAX_AUTH_MESSAGE_BYTES) return fail("08P01", "invalid startup packet length");
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          client.write("N"); // no TLS on the loopback port: the client goes on in plain text
          continue;
        }
        if (code === CANCEL_REQUEST) {
          phase = "done";
          client.end(); // PGlite cannot cancel a running statement
          return;
        }
        if (code !== PROTOCOL_3) return fail("0A000", "unsupported frontend protocol");
        const user = startupParameters(message.subarray(8)).get("user");
        if (user !== EMBEDDED_USER) return fail("28000", `role "${user ?? ""}" does not exist`);
        if (!hasRoom()) return fail("53300", "sorry, too many clients already");
        startup = Buffer.from(message);
        phase = "sasl-initial";
        client.write(authMessage(10, Buffer.from(`${MECHANISM}\0\0`)));
        continue;
      }
      const message = typedMessage(buffer);
      if (!message) return;
      buffer = buffer.subarray(message.length);
      if (message.type !== "p") return fail("08P01", "expected a SASL response");
      if (phase === "sasl-initial") {
        const body = message.body;
        const nameEnd = body.indexOf(0);
        if (nameEnd < 0 || body.subarray(0, nameEnd).toString() !== MECHANISM || body.length < nameEnd + 5) {
          return fail("28000", `the client must use ${MECHANISM}`);
        }
        const clientFirst = body.subarray(nameEnd + 5).toString();
        const parsed = /^([ny]),,(.*)$/.exec(clientFirst); // "p=..." asks for channel binding, not offered
        const clientNonce = parsed ? /(?:^|,)r=([^,]+)/.exec(parsed[2])?.[1] : undefined;
        if (!parsed || !clientNonce) return fail("08P01", "malformed SCRAM client-first message");
        gs2Header = `${parsed[1]},,`;
        clientFirstBare = parsed[2];
        nonce = clientNonce + randomBytes(18).toString("base64");
        serverFirst = `r=${nonce},s=${keys.salt.toString("base64")},i=${keys.iterations}`;
        phase = "sasl-final";
        client.write(authMessage(11, Buffer.from(serverFirst)));
        continue;
      }
      const clientFinal = message.body.toString();
      const proofAt = clientFinal.lastIndexOf(",p=");
      const withoutProof = proofAt > 0 ? clientFinal.slice(0, proofAt) : "";
      const attrs = new Map(withoutProof.split(",").map((a) => [a.slice(0, 1), a.slice(2)] as const));
      const proof = Buffer.from(clientFinal.slice(proofAt + 3), "base64");
      const auth = `${clientFirstBare},${serverFirst},${withoutProof}`;
      const signature = hmac(keys.storedKey, auth);
      const valid =
        proofAt > 0 &&
        attrs.get("r") === nonce &&
        attrs.get("c") === Buffer.from(gs2Header).toString("base64") &&
        proof.length === signature.length &&
        timingSafeEqual(sha256(xor(proof, signature)), keys.storedKey);
      if (!valid) return fail("28P01", `password authentication failed for user "${EMBEDDED_USER}"`);
      phase = "done";
      client.write(authMessage(12, Buffer.from(`v=${hmac(keys.serverKey, auth).toString("base64")}`)));
      client.setTimeout(0);
      client.removeListener("data", onData);
      passThrough(client, backendPath, Buffer.concat([startup, buffer]), count);
      return;
    }
  };
  client.on("data", onData);
}

/** After sign-in: PGlite answers the startup message (AuthenticationOk, parameters, ReadyForQuery). */
function passThrough(client: Socket, backendPath: string, first: Buffer, count: (open: boolean) => void) {
  client.pause();
  count(true);
  const backend = createConnection(backendPath);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    count(false);
    client.destroy();
    backend.destroy();
  };
  backend.once("connect", () => {
    backend.write(first);
    client.pipe(backend);
    backend.pipe(client);
    client.resume();
  });
  backend.on("error", (err) => {
    if (!client.destroyed && backend.bytesRead === 0) client.end(errorResponse("08006", `the embedded database is not reachable: ${err.message}`));
    close();
  });
  backend.on("close", close);
  client.on("close", close);
}

function startupParameters(body: Buffer): Map<string, string> {
  const parts = body.toString().split("\0");
  const params = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) params.set(parts[i], parts[i + 1]);
  return params;
}

function typedMessage(buffer: Buffer): { type: string; body: Buffer; length: number } | undefined {
  if (buffer.length < 5) return undefined;
  const length = 1 + buffer.readInt32BE(1);
  if (buffer.length < length) return undefined;
  return { type: String.fromCharCode(buffer[0]), body: buffer.subarray(5, length), length };
}

function authMessage(kind: number, data: Buffer): Buffer {
  const out = Buffer.alloc(9 + data.length);
  out.write("R", 0);
  out.writeInt32BE(8 + data.length, 1);
  out.writeInt32BE(kind, 5);
  data.copy(out, 9);
  return out;
}

function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const out = Buffer.alloc(5 + fields.length);
  out.write("E", 0);
  out.writeInt32BE(4 + fields.length, 1);
  fields.copy(out, 5);
  return out;
}

function xor(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.alloc(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] ^ b[i];
  return out;
}
