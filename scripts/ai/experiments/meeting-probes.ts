// The action items the local engine gives for the probe meetings in meeting-probes.json (written apart from the rules,
// unlabelled: read the output against the transcript), each with the path that listed it and gave its owner.
// Run: `npx tsx scripts/ai/experiments/meeting-probes.ts`
import { actionReason } from "@/lib/ai/local/meeting-actions";
import { withSpokenMarks } from "@/lib/ai/provider";
import { createLocalProvider } from "@/lib/ai/providers/local";
import probes from "./meeting-probes.json";

async function main() {
  for (const p of probes.probes) {
    const local = createLocalProvider({ now: () => new Date(`${p.date}T10:00:00Z`), random: () => 0 });
    const m = await local.processMeeting(withSpokenMarks("processMeeting", { transcript: p.transcript, meetingTitle: "Meeting", participants: p.participants, meetingDate: p.date }));
    console.log(`## ${p.id}`);
    for (const a of m.actionItems) {
      const why = actionReason(a);
      console.log(`  ${a.assignee ?? "-"}: ${a.task} (${a.dueDate ?? ""}) [${why?.action}/${why?.owner ?? "-"}]`);
    }
  }
}

void main();
