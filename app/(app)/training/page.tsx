import { WithQueryData } from "@/app/(app)/with-query-data";
import { TrainingPage } from "@/components/training/training-page";
import { trainingKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listPrograms } from "@/lib/server/training/list-programs";
import { listProgress } from "@/lib/server/training/list-progress";

export const metadata = { title: "Dictation training" };

// Programs and the user's progress are read on the server: the program list is in the first
// paint, with no fetch and second render after the page loads.
export default async function TrainingRoute() {
  const user = await requireSignedInUser("/training");
  const [programs, progress] = await Promise.all([listPrograms(), listProgress(user.id)]);
  return (
    <WithQueryData
      data={[
        [trainingKeys.programs, programs],
        [trainingKeys.progress, progress],
      ]}
    >
      <TrainingPage />
    </WithQueryData>
  );
}
