import { ToolPage } from "@/components/voice-tools/shared/tool-page";
import { BrainstormTool } from "@/components/voice-tools/brainstorm/brainstorm-tool";

export function BrainstormScreen() {
  return (
    <ToolPage tool="brainstorm" title="Brainstorm Mode" description="Stuck? Talk it through. Say your ideas out loud and we organize them into a plan for your writing.">
      <BrainstormTool />
    </ToolPage>
  );
}
