// The end-to-end tests' mailbox: tests/support/e2e-server.ts runs a real SMTP server and writes
// each message it receives to .test-data/mail-PORT/; a spec reads them with mailparser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

export function e2eMailDir(port: number): string {
  return path.join(process.cwd(), ".test-data", `mail-${port}`);
}

export type E2eMail = { to: string[]; subject: string; text: string; html: string };

/** Every message received so far for `to`, oldest first. */
export async function mailsTo(to: string, port = Number(process.env.E2E_PORT ?? 3100)): Promise<E2eMail[]> {
  const dir = e2eMailDir(port);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  const out: E2eMail[] = [];
  for (const f of files) {
    const parsed = await simpleParser(readFileSync(path.join(dir, f)));
    const recipients = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
    if (!recipients.includes(to.toLowerCase())) continue;
    out.push({ to: recipients, subject: parsed.subject ?? "", text: parsed.text ?? "", html: typeof parsed.html === "string" ? parsed.html : "" });
  }
  return out;
}

/** The link on its own line in a message's text part (its one call to action). */
export function linkOf(mail: E2eMail): string {
  const line = mail.text.split("\n").find((l) => /^https?:\/\//.test(l.trim()));
  if (!line) throw new Error(`no link in "${mail.subject}"`);
  return line.trim();
}
