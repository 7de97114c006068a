import Link from "next/link";
import { AudioLines } from "lucide-react";

const CLASS_NAME =
  "inline-flex min-h-11 items-center gap-2 rounded-lg text-2xl font-bold text-foreground no-underline focus-visible:ring-4 focus-visible:ring-ring";

/**
 * The logo, linking home. `plain` renders an ordinary link: the landing page uses it, so that
 * page (server-rendered, nothing to navigate to client-side) carries no router-link code.
 */
export function SiteLogo({ href, plain = false }: { href: string; plain?: boolean }) {
  const content = (
    <>
      <AudioLines className="size-8 text-primary" aria-hidden="true" />
      SayWrite
    </>
  );
  if (plain) {
    return (
      <a href={href} className={CLASS_NAME}>
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={CLASS_NAME}>
      {content}
    </Link>
  );
}
