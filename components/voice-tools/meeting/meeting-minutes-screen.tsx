import { ToolPage } from "@/components/voice-tools/shared/tool-page";
import { MeetingTool } from "@/components/voice-tools/meeting/meeting-tool";

export function MeetingMinutesScreen() {
  return (
    <ToolPage
      tool="meeting"
      title="Smart Meeting Minutes"
      description="Record a meeting and get an executive summary, key discussion points and action items with owners."
    >
      <MeetingTool />
    </ToolPage>
  );
}
