import { ToolPage } from "@/components/voice-tools/shared/tool-page";
import { PronunciationTool } from "@/components/voice-tools/pronunciation/pronunciation-tool";

export function PronunciationScreen() {
  return (
    <ToolPage tool="pronunciation" title="Pronunciation Training" description="Practise speaking in more than 20 languages. Listen, say it aloud, and get feedback on your pronunciation.">
      <PronunciationTool />
    </ToolPage>
  );
}
