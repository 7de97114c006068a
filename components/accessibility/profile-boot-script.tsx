import { PROFILE_BOOT_SCRIPT } from "@/lib/accessibility/boot-script";

/**
 * Put inside <head> in app/layout.tsx: re-applies the reader's last display settings before
 * the first paint (no flash of the default look). Pass the CSP nonce from proxy.ts.
 */
export function ProfileBootScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PROFILE_BOOT_SCRIPT }} />;
}
