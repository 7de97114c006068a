import { AudioLines } from "@/components/ui/icons/server-drawn-icons";

// The logo, linking home. A plain link: the landing and sign-in pages carry no router-link code
// (importing next/link at all puts it in a page's first load). The signed-in shell wraps the
// same mark in its own Link (components/layout/app-shell.tsx).
export const SITE_LOGO_CLASS =
  "site-logo inline-flex min-h-11 items-center gap-2 rounded-lg text-2xl font-bold text-foreground no-underline focus-visible:ring-4 focus-visible:ring-ring";

export function SiteLogoMark() {
  return (
    <>
      <AudioLines className="size-8 text-primary" aria-hidden="true" />
      SayWrite
    </>
  );
}

export function SiteLogo({ href }: { href: string }) {
  return (
    <a href={href} className={SITE_LOGO_CLASS}>
      <SiteLogoMark />
    </a>
  );
}
