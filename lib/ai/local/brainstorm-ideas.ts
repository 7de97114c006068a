// Generate Ideas (brainstorm): for a topic, ideas to write about, not questions that repeat the
// topic. With no model of the world, an idea is a concrete angle chosen by the topic's kind
// (brainstorm-starters.ts classifies it): a story to tell, a comparison, a list to make, a change
// to suggest. Each names what to write, so the writer can start talking straight away.
import type { Topic } from "@/lib/ai/local/brainstorm-starters";

export function ideasFor(topic: Topic): string[] {
  const t = topic.text;
  switch (topic.kind) {
    case "question":
      return [
        `Answer "${t}" with a yes, then with a no, and see which list of reasons is longer.`,
        `Find one real example from your own life that helps answer the question.`,
        `Write the strongest argument on each side, then say which one wins for you and why.`,
        `Ask three people you know the same question and note down the reasons they give.`,
      ];
    case "person":
      return [
        `Describe one moment with ${t} that shows what they are really like.`,
        `List three things ${t} taught you or other people, with an example of each.`,
        `Write about ${t} through the eyes of someone who met them only once.`,
        `Tell the story of the day that changed ${t} the most.`,
      ];
    case "past event":
      return [
        `Tell ${t} from one person's point of view, as it happened.`,
        `List the three causes that led to ${t}, the biggest first.`,
        `Describe one small detail of ${t} that stayed with people afterwards.`,
        `Write about what was different the day after ${t}.`,
      ];
    case "future event":
      return [
        `Make a checklist of everything that needs doing before ${t}.`,
        `Describe the best possible version of ${t}, hour by hour.`,
        `Plan for one thing that could go wrong at ${t} and how you would fix it.`,
        `Write a short message to someone who will be at ${t}.`,
      ];
    case "object":
      return [
        `Describe ${t} using sight, sound, touch and smell.`,
        `Write the life story of ${t}, from where it was made to where it is now.`,
        `Imagine ${t} could talk, and write what it would say about its owner.`,
        `Explain why ${t} matters through one memory connected to it.`,
      ];
    case "place":
      return [
        `Walk a reader through ${t}, one sense at a time.`,
        `Describe ${t} early in the morning and late at night, and what changes.`,
        `Tell one memory that happened at ${t}, with the people who were there.`,
        `Suggest one change that would make ${t} better for the people who use it.`,
      ];
    case "activity":
      return [
        `Explain the first three steps of ${t} to a complete beginner.`,
        `Describe the hardest moment you have had with ${t} and how you got past it.`,
        `List what ${t} needs: time, money, other people or special skills.`,
        `Compare ${t} with something similar, and say which you would choose and why.`,
      ];
    case "writing": {
      const about = topic.subject ?? t;
      return [
        `Open your ${topic.form ?? "piece"} with one vivid moment about ${about}.`,
        `Plan it in three parts: a beginning, a turning point and an ending.`,
        `List five details about ${about} that a reader would not expect.`,
        `End by going back to the picture you started with, seen in a new way.`,
      ];
    }
    case "thing":
    case "issue":
      return [
        `Tell the story of one person whose everyday life is changed by ${t}.`,
        `List who gains and who loses from ${t}, with one reason for each.`,
        `Compare ${t} where you live with a place that does it differently.`,
        `Suggest one small change that would make ${t} better, and who could make it.`,
      ];
  }
}
