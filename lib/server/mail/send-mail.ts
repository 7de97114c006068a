import "server-only";
// Every email SayWrite sends goes through sendMail: over SMTP (nodemailer) when SMTP_URL is set;
// otherwise the message is kept as an .eml file in MAIL_OUTBOX_DIR (.data/outbox/) and its link is
// printed in the server log, so a person running SayWrite alone can still finish every flow.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { renderMail, type MailContent } from "@/lib/server/mail/render-mail";

export type OutgoingMail = MailContent & { to: string };

type Transports = { smtp?: Transporter; smtpUrl?: string; file?: Transporter };
const transports: Transports = ((globalThis as { saywriteMail?: Transports }).saywriteMail ??= {});

function smtpTransport(url: string): Transporter {
  if (transports.smtp && transports.smtpUrl === url) return transports.smtp;
  transports.smtp?.close();
  // Bounded: a mail server that does not answer must not hold a request (or an after() task) forever.
  transports.smtp = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  transports.smtpUrl = url;
  return transports.smtp;
}

function fileTransport(): Transporter {
  transports.file ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transports.file;
}

/** Sends one message. Without SMTP_URL, returns the .eml file it wrote. */
export async function sendMail(mail: OutgoingMail): Promise<{ file?: string }> {
  const e = env();
  const { subject, text, html } = renderMail(mail);
  const message = { from: e.MAIL_FROM, to: mail.to, subject, text, html };
  if (e.SMTP_URL) {
    await smtpTransport(e.SMTP_URL).sendMail(message);
    return {};
  }
  const info = (await fileTransport().sendMail(message)) as { message: Buffer };
  const dir = path.resolve(e.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.kind}.eml`);
  await writeFile(file, info.message, { mode: 0o600 });
  console.log(`[mail] no SMTP_URL: "${subject}" to ${mail.to} is in ${file}${mail.action ? `\n[mail] its link: ${mail.action.url}` : ""}`);
  return { file };
}

/**
 * Sends without letting a mail failure reach the person on screen (the answer must be the same
 * whether or not an account exists): the cause goes to the server log.
 */
export async function sendMailQuietly(mail: OutgoingMail): Promise<void> {
  try {
    await sendMail(mail);
  } catch (err) {
    console.error(`[mail] could not send "${mail.kind}":`, err instanceof Error ? err.message : err);
  }
}

/** For tests: close the SMTP connection pool so the process can exit. */
export function closeMailTransports(): void {
  transports.smtp?.close();
  transports.smtp = undefined;
  transports.smtpUrl = undefined;
}
