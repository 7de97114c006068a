import Link from "next/link";
import { AudioLines } from "lucide-react";

export function SiteLogo({ href }: { href: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-2xl font-bold text-foreground no-underline focus-visible:ring-4 focus-visible:ring-ring"
    >
      <AudioLines className="size-8 text-primary" aria-hidden="true" />
      SayWrite
    </Link>
  );
}
