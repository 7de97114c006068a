// A lecture's talk about how to study, run on after a test's lecture so that it is past 200 words (a
// talk that short is one stretch, where every distinctive noun may be listed).
import { processLecture } from "@/lib/ai/local/lecture";

export const STUDY_TALK =
  " okay a word on how to study this before you go because a lot of you asked me after last time what works and what does not " +
  "the honest answer is that reading your notes again feels good but does very little and what works is testing yourself " +
  "so close the book and write down everything you can remember then open it and check what you missed and do that again a few days later " +
  "spread it out over the weeks rather than doing it all the night before and talk it through with a friend because explaining it out loud " +
  "shows you very quickly which parts you only thought you understood and that is really all there is to it see you next time";
export const notesOf = (transcript: string) => processLecture({ transcript: transcript + STUDY_TALK, courseTitle: "Test course", lecturerName: "Dr Test" });
