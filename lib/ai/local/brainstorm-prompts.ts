// Ready-made brainstorm prompts, eight per category, each with follow-up questions.
import type { BrainstormCategory } from "@/lib/schemas/ai";

export type PromptSeed = { prompt: string; followUp: string[] };

export const PROMPT_BANK: Record<BrainstormCategory, PromptSeed[]> = {
  creative: [
    { prompt: "Describe a place you know well as if you were seeing it for the first time.", followUp: ["What sounds do you notice?", "What has changed since you first went there?", "Who else belongs in this place?"] },
    { prompt: "A character finds a letter that was never sent. What does it say?", followUp: ["Who wrote the letter?", "Why was it never sent?", "What does the character do next?"] },
    { prompt: "Tell the story of an ordinary day from the point of view of an object in your home.", followUp: ["What does the object see that people miss?", "What does it want?", "How does the day end?"] },
    { prompt: "Write about a moment when everything changed in a single second.", followUp: ["What happened just before?", "What did it feel like in your body?", "What was different afterwards?"] },
    { prompt: "Imagine a town where one rule is different from ours. What is the rule?", followUp: ["Who made the rule?", "Who breaks it?", "What would a visitor find strange?"] },
    { prompt: "Two strangers are stuck in a lift for an hour. What do they talk about?", followUp: ["What secret comes out?", "How do they change each other?", "What happens when the doors open?"] },
    { prompt: "Describe a meal that means something to you.", followUp: ["Who made it?", "What does it smell like?", "When did you last eat it?"] },
    { prompt: "A message arrives from your future self. What does it warn you about?", followUp: ["How do you know it is real?", "Do you listen?", "What small thing changes because of it?"] },
  ],
  business: [
    { prompt: "What problem do your customers have that nobody is solving well?", followUp: ["How do they cope with it today?", "What would they pay to fix it?", "Who else has tried?"] },
    { prompt: "Plan a launch for a new product or service in three steps.", followUp: ["Who is it for?", "What is the one message they should remember?", "How will you know it worked?"] },
    { prompt: "What would you change first if you ran your team for a week?", followUp: ["Why that change?", "Who would push back?", "What would success look like after a month?"] },
    { prompt: "Describe your ideal customer in detail.", followUp: ["Where do they spend their time?", "What worries them?", "What would make them recommend you?"] },
    { prompt: "List the risks in your current project and how to reduce each one.", followUp: ["Which risk is most likely?", "Which would hurt most?", "What can you do this week?"] },
    { prompt: "How could your workplace be more accessible for people who think differently?", followUp: ["What tools would help?", "What habits would need to change?", "Who should you ask?"] },
    { prompt: "Pitch an idea to your manager in one minute.", followUp: ["What does it cost?", "What does it save?", "What is the first small step?"] },
    { prompt: "What did your team learn from its last mistake?", followUp: ["What went wrong?", "What would you do differently?", "How will you remember the lesson?"] },
  ],
  academic: [
    { prompt: "What question about your subject do you most want answered?", followUp: ["Why does it matter?", "What do experts already say?", "How could you find out more?"] },
    { prompt: "Explain the main idea of your topic to a ten-year-old.", followUp: ["What example would you use?", "What is the hardest part to explain?", "What do people often get wrong?"] },
    { prompt: "Argue for one side of a debate in your subject, then the other.", followUp: ["Which side has the stronger evidence?", "What would change your mind?", "Where do both sides agree?"] },
    { prompt: "What are the causes and effects of an event you are studying?", followUp: ["Which cause was most important?", "Who was affected most?", "What happened in the long term?"] },
    { prompt: "Compare two theories, books or people from your course.", followUp: ["How are they alike?", "How are they different?", "Which do you find more convincing, and why?"] },
    { prompt: "Plan an essay: what is your main argument in one sentence?", followUp: ["What are your three best points?", "What evidence supports each one?", "What is the strongest argument against you?"] },
    { prompt: "What have you learned this term that surprised you?", followUp: ["What did you believe before?", "What changed your mind?", "How could you use it?"] },
    { prompt: "Design an experiment or survey to test an idea from your course.", followUp: ["What exactly will you measure?", "What result do you expect?", "What could go wrong?"] },
  ],
  personal: [
    { prompt: "What is something you are proud of that few people know about?", followUp: ["What made it hard?", "Who helped you?", "What did it teach you?"] },
    { prompt: "Describe a person who changed the way you think.", followUp: ["How did you meet?", "What did they say or do?", "How are you different now?"] },
    { prompt: "What would your perfect ordinary day look like?", followUp: ["Where would you wake up?", "Who would you spend it with?", "What small part could you have this week?"] },
    { prompt: "Write about a challenge you are facing right now.", followUp: ["What have you tried already?", "What would you tell a friend in your place?", "What is one next step?"] },
    { prompt: "What are three things you want to learn this year?", followUp: ["Why these three?", "What is stopping you?", "How could you start tomorrow?"] },
    { prompt: "Describe a time you felt truly understood.", followUp: ["Who understood you?", "What did they do?", "How can you do the same for someone else?"] },
    { prompt: "What advice would you give your younger self?", followUp: ["How old were you then?", "What were you worried about?", "What turned out fine?"] },
    { prompt: "Write about a place where you feel calm.", followUp: ["What can you see and hear there?", "When did you last go?", "How could you bring some of that calm into your day?"] },
  ],
};
