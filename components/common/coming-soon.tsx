import { IntentLink } from "@/components/common/intent-link";
import { Construction } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

// Placeholder for screens that are still being built.
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl py-10 text-center">
      <Construction className="mx-auto mb-4 size-12 text-primary" aria-hidden="true" />
      <h1 id="page-title" className="mb-3 text-3xl font-bold">
        {title}
      </h1>
      <p className="mb-2 text-lg">{description}</p>
      <p className="mb-8 text-lg text-muted-foreground">This screen is coming soon. Thank you for your patience.</p>
      <IntentLink href="/dashboard" className={buttonVariants({ variant: "outline" })}>
        Back to your dashboard
      </IntentLink>
    </section>
  );
}
