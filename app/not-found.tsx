import { buttonVariants } from "@/components/ui/button";

export const metadata = { title: "Page not found" };

// Plain links: the root not-found boundary ships with every page's first load, so it carries no
// router-link code (leaving a missing page is a full load anyway).
export default function NotFound() {
  return (
    <main id="main-content" tabIndex={-1} className="a11y-dock-top mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-5 px-5 focus:outline-none">
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="text-lg">We could not find the page you asked for. The link may be old, or the address may have a typo.</p>
      <p className="text-base text-muted-foreground">
        Building SayWrite? Did you forget to add the page to the router? Every screen lives under app/.
      </p>
      <div className="flex flex-wrap gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link on purpose: see above */}
        <a href="/" className={buttonVariants()}>
          Go to the home page
        </a>
        <a href="/dashboard" className={buttonVariants({ variant: "outline" })}>
          Open your dashboard
        </a>
      </div>
    </main>
  );
}
