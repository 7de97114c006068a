import { ShieldCheck } from "lucide-react";

// The spec's "HIPAA notice", written as what the product really does: we make no compliance claim.
export function PrivacyNotice() {
  return (
    <section aria-labelledby="privacy-notice-title" className="rounded-xl border-2 border-border bg-muted p-4" data-testid="privacy-notice">
      <h2 id="privacy-notice-title" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="size-5" aria-hidden="true" />
        Privacy notice (HIPAA and confidentiality)
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-6 [&>li]:text-base">
        <li>Your audio never reaches our server. Your browser turns speech into text (its maker&apos;s speech service may do this).</li>
        <li>The text is kept in this browser until you start over, so nothing is lost if something fails.</li>
        <li>
          When you press Process Document, the text is sent to our server. It goes to an outside AI provider only if one is configured for this
          site; otherwise our own server formats it.
        </li>
        <li>SayWrite does not claim HIPAA compliance. Ask your organisation before dictating protected health information.</li>
      </ul>
    </section>
  );
}
