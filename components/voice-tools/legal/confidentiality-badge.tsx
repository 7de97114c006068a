import { Badge } from "@/components/ui/badge";
import type { ConfidentialityLevel } from "@/lib/schemas/ai";
import { CONFIDENTIALITY_LABELS } from "@/lib/voice-tools/legal";

// public green, confidential yellow, attorney-client red, work-product orange (voice-tools-and-enterprise §4 value sets);
// orange is no variant: its colours replace a variant's (a Badge's className is added, not merged)
const VARIANT = { public: "success", confidential: "warning", "attorney-client": "destructive", "work-product": null } as const;
const ORANGE = "border-transparent bg-orange-700 text-white";

export function ConfidentialityBadge({ level }: { level: ConfidentialityLevel }) {
  return (
    <Badge variant={VARIANT[level]} className={level === "work-product" ? ORANGE : undefined} data-testid="confidentiality-badge" data-level={level}>
      {CONFIDENTIALITY_LABELS[level]}
    </Badge>
  );
}
