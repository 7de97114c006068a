import { Mic } from "@/components/ui/icons/server-drawn-icons";
import { buttonVariants } from "@/components/ui/button";
import { FeatureCards } from "@/components/landing/feature-cards";
import { SiteLogo } from "@/components/common/site-logo";

// The signed-out landing page (core-product §2), rendered on the server.
export function LandingPage({ signUpHref }: { signUpHref: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="a11y-dock-room border-b-2 border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-4">
          <SiteLogo href="/" />
          <a href="/api/login" className={buttonVariants({ variant: "outline" })}>
            Sign In
          </a>
        </div>
      </header>

      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <section aria-labelledby="hero-title" className="mx-auto max-w-4xl px-5 py-16 text-center">
          <h1 id="hero-title" className="mb-5 text-4xl font-bold sm:text-5xl">
            Voice-First Document Creation
          </h1>
          <p className="mx-auto mb-8 max-w-2xl text-center text-xl leading-relaxed text-muted-foreground">
            Say what you want to write. SayWrite types it, fixes the punctuation, and reads it back to you. Built for
            people with dyslexia and anyone who would rather talk than type.
          </p>
          <div className="flex flex-wrap items-center justify-center gap-4">
            <a href="/api/login?callbackUrl=%2Feditor" className={buttonVariants({ size: "lg" })}>
              <Mic aria-hidden="true" />
              Start Speaking
            </a>
            <a href="#features" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Learn More
            </a>
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-4 px-5 py-12">
          <h2 id="features-title" className="mb-8 text-center text-3xl font-bold">
            Everything you need to write by speaking
          </h2>
          <FeatureCards />
        </section>

        <section aria-labelledby="cta-title" className="mx-auto max-w-4xl px-5 py-16 text-center">
          <h2 id="cta-title" className="mb-4 text-3xl font-bold">
            Ready to write without the struggle?
          </h2>
          <p className="mb-8 text-center text-lg text-muted-foreground">Create a free account in a minute. No credit card needed.</p>
          <a href={signUpHref} className={buttonVariants({ size: "lg" })}>
            Get Started Free
          </a>
        </section>
      </main>

      <footer className="border-t-2 border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 pb-24 pt-6 text-base text-muted-foreground">
          <p>© {new Date().getFullYear()} SayWrite. Write by speaking.</p>
          <p>Your audio never leaves your browser.</p>
        </div>
      </footer>
    </div>
  );
}

