// Where a new document's first text came from (kept with its draft, so a reload of the same link
// is recognised): "template:{id}" for /editor?template={id}, "content:{fingerprint}" for ?content=.
const TEMPLATE_PREFIX = "template:";

export function templateOrigin(templateId: string): string {
  return `${TEMPLATE_PREFIX}${templateId}`;
}

/** The template a new document was started from, if any (its first save counts one use). */
export function templateIdOf(origin: string | null | undefined): string | undefined {
  return origin?.startsWith(TEMPLATE_PREFIX) ? origin.slice(TEMPLATE_PREFIX.length) || undefined : undefined;
}
