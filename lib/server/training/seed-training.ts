// Built-in dictation training programs (voice-tools-and-enterprise §2, §3), upserted by
// prisma/seed.ts. Rows are keyed by stable ids made from `key`, so seeding again updates them
// and never adds copies. Written for SayWrite; the voice commands are the editor's own
// (lib/speech/voice-commands.ts). No "server-only": the seed runs under plain Node (tsx).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { AssessmentCriteria } from "@/lib/schemas/training";

type SeedModule = {
  key: string;
  title: string;
  description: string;
  moduleType: "theory" | "dictation_practice";
  estimatedTime: number;
  content: string;
  practiceTexts?: string[];
  assessmentCriteria?: AssessmentCriteria;
};

type SeedProgram = {
  key: string;
  name: string;
  description: string;
  targetAudience: string;
  difficultyLevel: "beginner" | "intermediate" | "advanced";
  objectives: string[];
  prerequisites: string | null;
  modules: SeedModule[];
};

export const trainingPrograms: readonly SeedProgram[] = [
  {
    key: "getting-started",
    name: "Getting Started with Dictation",
    description: "Learn how speech recognition hears you and dictate your first sentences with confidence.",
    targetAudience: "Anyone new to writing by speaking, including people with dyslexia who find typing slow.",
    difficultyLevel: "beginner",
    objectives: [
      "Understand how your browser turns speech into text",
      "Set up a quiet space and a clear microphone",
      "Dictate short sentences at a steady pace",
      "Check what was heard before moving on",
    ],
    prerequisites: null,
    modules: [
      {
        key: "how-dictation-works",
        title: "How Dictation Works",
        description: "What happens between your voice and the words on the screen.",
        moduleType: "theory",
        estimatedTime: 10,
        content:
          "When you press Start, your browser listens through the microphone and its speech recogniser guesses the words you said. It first shows a grey guess while you speak, then settles on final words when you pause.\n\nThe recogniser is good at whole phrases and weaker at single, isolated words, because it uses the words around each word to decide what you meant. Speak in short phrases of five to ten words, at your normal speed, and pause briefly at the end of each idea.\n\nSayWrite never receives your audio: the browser does the listening. Some browsers recognise speech on your own device; others send it to their maker's service. The editor tells you which one you have.",
      },
      {
        key: "setting-up",
        title: "Setting Up Your Space",
        description: "Microphone, distance and background noise.",
        moduleType: "theory",
        estimatedTime: 10,
        content:
          "Sit about an arm's length from a laptop microphone, or use a headset with the microphone two fingers away from the corner of your mouth.\n\nBackground noise is the most common cause of wrong words: close the door, turn off music and move away from fans. If the browser asks for microphone permission, choose Allow.\n\nBefore a long piece of work, say one test sentence and check the result. If many words are wrong, move closer to the microphone or speak a little more slowly, not more loudly.",
      },
      {
        key: "first-sentences",
        title: "Your First Sentences",
        description: "Dictate short everyday sentences and see how accurately they were heard.",
        moduleType: "dictation_practice",
        estimatedTime: 10,
        content: "Read the text aloud at a steady pace. Pause at the end of each sentence.",
        practiceTexts: [
          "Good morning. I would like to book a meeting room for Thursday afternoon at two o'clock.",
          "The weather today is sunny and warm, so we will have our lunch outside in the garden.",
          "Please send me the latest version of the report before the end of the week.",
        ],
        assessmentCriteria: { passingAccuracy: 70, countPunctuation: false, focus: ["Steady pace", "Clear word endings"] },
      },
    ],
  },
  {
    key: "voice-commands-punctuation",
    name: "Voice Commands and Punctuation",
    description: "Add commas, full stops and questions by voice, and fix mistakes without touching the keyboard.",
    targetAudience: "People who can dictate simple sentences and want finished, punctuated text.",
    difficultyLevel: "intermediate",
    objectives: [
      "Say punctuation marks as you dictate",
      "Correct the last word or phrase by voice",
      "Start new lines and paragraphs hands-free",
      "Stop dictation with a spoken command",
    ],
    prerequisites: "Getting Started with Dictation",
    modules: [
      {
        key: "saying-punctuation",
        title: "Saying Punctuation",
        description: "The words SayWrite turns into punctuation marks.",
        moduleType: "theory",
        estimatedTime: 10,
        content:
          "Say the name of a punctuation mark where it belongs: \"comma\", \"period\" or \"full stop\", \"question mark\", \"exclamation mark\", \"colon\" and \"semicolon\". For example, saying \"hello comma how are you question mark\" writes: Hello, how are you?\n\nSay \"new line\" or \"new paragraph\" to break the text. Say \"delete last word\" to remove one word, and \"scratch that\" to remove everything you just said. Say \"stop dictation\" to turn the microphone off.\n\nSayWrite adds a capital letter at the start of every sentence, so you never need to say \"capital\".",
      },
      {
        key: "commas-and-full-stops",
        title: "Commas and Full Stops",
        description: "Dictate sentences and say their punctuation. Punctuation counts in your score.",
        moduleType: "dictation_practice",
        estimatedTime: 15,
        content: "Read the text aloud and say each punctuation mark by name, for example \"comma\" and \"period\".",
        practiceTexts: [
          "First, open the document. Then, read it aloud, slowly and clearly.",
          "We need milk, bread, eggs and apples. The shop closes at six.",
          "Thank you for your help, Sam. The project is finished.",
        ],
        assessmentCriteria: { passingAccuracy: 75, countPunctuation: true, focus: ["Say comma and period", "Pause before each command"] },
      },
      {
        key: "questions-and-exclamations",
        title: "Questions and Exclamations",
        description: "Ask questions and add emphasis by voice.",
        moduleType: "dictation_practice",
        estimatedTime: 15,
        content: "Say \"question mark\" and \"exclamation mark\" where they belong.",
        practiceTexts: [
          "Can you join the call at ten? It will be short!",
          "What time does the train leave? We must not be late!",
        ],
        assessmentCriteria: { passingAccuracy: 75, countPunctuation: true, focus: ["Question mark", "Exclamation mark"] },
      },
    ],
  },
  {
    key: "longer-documents",
    name: "Dictating Longer Documents",
    description: "Plan, dictate and review emails and reports of several paragraphs.",
    targetAudience: "Students and professionals who write reports, essays and long emails.",
    difficultyLevel: "advanced",
    objectives: [
      "Plan the points before you speak",
      "Dictate a full paragraph without stopping",
      "Keep a steady rhythm over longer texts",
      "Review and correct by listening back",
    ],
    prerequisites: "Voice Commands and Punctuation",
    modules: [
      {
        key: "plan-before-you-speak",
        title: "Plan Before You Speak",
        description: "A simple outline makes long dictation easier.",
        moduleType: "theory",
        estimatedTime: 10,
        content:
          "Long pieces go better when you know what comes next. Before you start, write or say three to five key points as a short list. Dictate one point at a time, then pause to read what was written.\n\nUse one paragraph per idea. Say \"new paragraph\" when you move to the next point. If you lose your place, stop dictation, read the last paragraph aloud with Read Aloud, and start again.",
      },
      {
        key: "a-short-email",
        title: "A Short Email",
        description: "Dictate a complete work email in one go.",
        moduleType: "dictation_practice",
        estimatedTime: 15,
        content: "Read the whole email aloud in one go, at a steady pace.",
        practiceTexts: [
          "Hello team, thank you for coming to the meeting yesterday. I have attached the notes and the list of actions. Please check your tasks and let me know by Friday if anything is missing. Best wishes, Alex.",
        ],
        assessmentCriteria: { passingAccuracy: 80, countPunctuation: false, focus: ["Steady rhythm", "No long pauses"] },
      },
      {
        key: "a-report-paragraph",
        title: "A Report Paragraph",
        description: "Dictate a paragraph of a work report with numbers and names.",
        moduleType: "dictation_practice",
        estimatedTime: 20,
        content: "Read the paragraph aloud. Say numbers the way they are written.",
        practiceTexts: [
          "In the last quarter our support team answered more than four hundred customer questions. Most questions were about delivery times and refunds. Next quarter we plan to publish a clear help page and train two new team members.",
        ],
        assessmentCriteria: { passingAccuracy: 80, countPunctuation: false, focus: ["Numbers", "Longer sentences"] },
      },
      {
        key: "review-by-ear",
        title: "Review and Edit by Ear",
        description: "Use Read Aloud to find mistakes you might not see.",
        moduleType: "theory",
        estimatedTime: 10,
        content:
          "Reading your own text can be hard, and mistakes hide in words that look right. Listening is often easier: use the accessibility toolbar's Read Aloud and follow the highlighted words.\n\nWhen you hear a wrong word, click just after it and say \"delete last word\", then say the right one. Use Fix Punctuation at the end to tidy commas and capitals.",
      },
    ],
  },
];

export const trainingProgramId = (key: string) => `training-${key}`;
export const trainingModuleId = (programKey: string, key: string) => `training-${programKey}-${key}`;

/** Upserts the built-in programs and their modules. Users' progress is never touched. */
export async function seedTraining(db: PrismaClient): Promise<{ programs: number; modules: number }> {
  let modules = 0;
  for (const p of trainingPrograms) {
    const programId = trainingProgramId(p.key);
    const programData = {
      name: p.name,
      description: p.description,
      targetAudience: p.targetAudience,
      difficultyLevel: p.difficultyLevel,
      estimatedDuration: p.modules.reduce((sum, m) => sum + m.estimatedTime, 0),
      moduleCount: p.modules.length,
      objectives: p.objectives,
      prerequisites: p.prerequisites,
      isActive: true,
      isCustom: false,
    };
    const ops = [
      db.trainingProgram.upsert({ where: { id: programId }, create: { id: programId, ...programData }, update: programData }),
      ...p.modules.map((m, orderIndex) => {
        const id = trainingModuleId(p.key, m.key);
        const data = {
          programId,
          title: m.title,
          description: m.description,
          content: m.content,
          moduleType: m.moduleType,
          orderIndex,
          estimatedTime: m.estimatedTime,
          practiceTexts: m.practiceTexts ?? [],
          assessmentCriteria: m.assessmentCriteria ?? {},
          isRequired: true,
        };
        return db.trainingModule.upsert({ where: { id }, create: { id, ...data }, update: data });
      }),
    ];
    modules += p.modules.length;
    await db.$transaction(ops);
  }
  return { programs: trainingPrograms.length, modules };
}
