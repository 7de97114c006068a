// The one layout of every SayWrite email: short, plain, dyslexia-friendly. One heading, a few short
// lines, at most one action as one big link (the same words as the button on screen), and a text
// part that says the same. No images, no tracking.

export type MailContent = {
  /** What the message is for (the outbox file name, logs); never shown. */
  kind: string;
  subject: string;
  /** Short lines, one idea each. */
  lines: string[];
  action?: { label: string; url: string };
  /** Said after the action, e.g. how long the link works and what to do if it was not you. */
  after?: string[];
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const FONT = "font-family:Verdana,Tahoma,Arial,sans-serif;font-size:18px;line-height:1.6;color:#1f2328;";

export function renderMail(m: MailContent): { subject: string; text: string; html: string } {
  const after = m.after ?? [];
  const text = [
    m.subject,
    "",
    ...m.lines,
    ...(m.action ? ["", `${m.action.label}:`, m.action.url] : []),
    ...(after.length ? ["", ...after] : []),
    "",
    "SayWrite",
    "",
  ].join("\n");
  const paragraph = (line: string) => `<p style="${FONT}margin:0 0 16px;">${escapeHtml(line)}</p>`;
  const button = m.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(m.action.url)}" style="${FONT}display:inline-block;background:#1d4ed8;color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;padding:16px 28px;border-radius:8px;">${escapeHtml(m.action.label)}</a></p>` +
      paragraph(`Or copy this link into your browser: ${m.action.url}`)
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#fdfbf3;"><div style="max-width:560px;margin:0 auto;">` +
    `<h1 style="${FONT}font-size:26px;margin:0 0 20px;">${escapeHtml(m.subject)}</h1>` +
    m.lines.map(paragraph).join("") +
    button +
    after.map(paragraph).join("") +
    paragraph("SayWrite") +
    `</div></body></html>`;
  return { subject: m.subject, text, html };
}
