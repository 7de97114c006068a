import { ToolPage } from "@/components/voice-tools/shared/tool-page";
import { LegalTool } from "@/components/voice-tools/legal/legal-tool";

export function LegalDictationScreen() {
  return (
    <ToolPage
      tool="legal"
      title="Professional Legal Dictation"
      description="Dictate motions, briefs, memos and more. The text is formatted, checked for missing details and marked with its confidentiality level."
    >
      <LegalTool />
    </ToolPage>
  );
}
