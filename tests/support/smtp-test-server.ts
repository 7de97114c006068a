// A real SMTP server on 127.0.0.1 for tests (npm smtp-server): the app sends to it over SMTP_URL
// with nodemailer, exactly as it would to a provider; each message is parsed with mailparser.
// Tests wait for a message to arrive (an event), never for a time.
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string; parsed: ParsedMail };
type Waiter = { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void };

export type SmtpTestServer = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The first message (already received or still to come) to `to` that `match` accepts. */
  waitFor(to: string, match?: (m: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** Messages received so far for `to`. */
  to(address: string): ReceivedMail[];
  /** Called with each message as it arrives (e.g. to write it where another process reads it). */
  onMessage(listener: (m: ReceivedMail, raw: Buffer) => void): void;
  stop(): Promise<void>;
};

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<Waiter & { to: string }>();
  const listeners: Array<(m: ReceivedMail, raw: Buffer) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        try {
          const parsed = await simpleParser(raw);
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            raw: raw.toString("utf8"),
            parsed,
          };
          messages.push(mail);
          for (const l of listeners) l(mail, raw);
          for (const w of [...waiters]) {
            if (mail.to.includes(w.to) && w.match(mail)) {
              waiters.delete(w);
              w.resolve(mail);
            }
          }
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    waitFor(to, match = () => true) {
      const address = to.toLowerCase();
      const found = messages.find((m) => m.to.includes(address) && match(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.add({ to: address, match, resolve }));
    },
    onMessage: (listener) => void listeners.push(listener),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
