// The built-in template library that prisma/seed.ts upserts (idempotent, keyed by `key`).
// No "server-only" import: the seed runs under plain Node (tsx). Each template is a skeleton
// of section headings, each followed by [guidance in brackets] that a writer replaces by
// speaking; `formatting` carries the editor's document type and, for the four featured
// templates, their estimated time.
import type { ReferenceTemplate } from "../seed-data";

type Section = [heading: string, guidance: string];

type LibraryEntry = {
  key: string;
  name: string;
  description: string;
  category: "business" | "personal" | "academic" | "creative" | "journalism" | "communication";
  subcategory: string;
  tags: string[];
  documentType: "document" | "letter" | "resume" | "report" | "creative" | "email";
  sections: Section[];
  voiceInstructions?: string;
  isPremium?: boolean;
  /** Featured templates only. */
  estimatedTime?: string;
};

const DICTATE =
  "Put the cursor on a line in brackets, start dictation and say that part. Say 'new paragraph' between ideas. Delete the bracketed guidance when you are done.";

function toReferenceTemplate(t: LibraryEntry): ReferenceTemplate {
  return {
    key: t.key,
    name: t.name,
    description: t.description,
    category: t.category,
    subcategory: t.subcategory,
    tags: t.tags,
    isPremium: t.isPremium ?? false,
    voiceInstructions: t.voiceInstructions ?? DICTATE,
    structure: t.sections.map(([heading]) => heading),
    content: t.sections.map(([heading, guidance]) => `${heading}\n[${guidance}]`).join("\n\n") + "\n",
    formatting: {
      documentType: t.documentType,
      ...(t.estimatedTime ? { featured: true, estimatedTime: t.estimatedTime } : {}),
    },
  };
}

const LIBRARY: LibraryEntry[] = [
  // ---- featured (one click from the top of /templates) ---------------------------------------
  {
    key: "professional-email",
    name: "Professional Email",
    description: "A clear work email: what you need, why, and by when.",
    category: "communication",
    subcategory: "Email",
    tags: ["email", "work", "request"],
    documentType: "email",
    estimatedTime: "5 min",
    sections: [
      ["Subject", "Say a short subject line that names what the email is about."],
      ["Greeting", "Say 'Hello' or 'Dear' and the person's name."],
      ["Why I am writing", "In one sentence, say why you are writing."],
      ["The details", "Give the facts they need. Keep one idea per paragraph."],
      ["What I need from you", "Say exactly what you are asking for and by when."],
      ["Sign-off", "Say 'Kind regards' or 'Thanks', then your name."],
    ],
  },
  {
    key: "cover-letter",
    name: "Cover Letter",
    description: "A job application letter that matches your skills to the role.",
    category: "business",
    subcategory: "Job Application",
    tags: ["job", "career", "letter"],
    documentType: "letter",
    estimatedTime: "15 min",
    sections: [
      ["Greeting", "Say 'Dear' and the hiring manager's name, or 'Dear Hiring Manager'."],
      ["The job I am applying for", "Name the job and where you saw it advertised."],
      ["Why I am a good fit", "Give two or three skills or experiences that match the job advert."],
      ["Why this organisation", "Say what you like about the organisation and why you want to work there."],
      ["Closing", "Thank them and say you would welcome an interview."],
      ["Sign-off", "Say 'Yours sincerely' and your full name."],
    ],
  },
  {
    key: "essay-outline",
    name: "Essay",
    description: "An essay with an argument, three points with evidence, and a conclusion.",
    category: "academic",
    subcategory: "Essay",
    tags: ["essay", "argument", "school"],
    documentType: "document",
    estimatedTime: "30 min",
    sections: [
      ["Title", "Say the essay question or your own title."],
      ["Introduction", "Say what the essay is about and your main argument in one sentence."],
      ["First point", "Make your strongest point. Give evidence, then explain what it shows."],
      ["Second point", "Make your next point, with evidence and explanation."],
      ["Third point", "Make one more point, with evidence and explanation."],
      ["Conclusion", "Sum up your argument in two or three sentences. Do not add new points."],
      ["References", "List the books, articles and websites you used."],
    ],
  },
  {
    key: "meeting-notes",
    name: "Meeting Notes",
    description: "Who came, what was decided, and who does what next.",
    category: "business",
    subcategory: "Meetings",
    tags: ["meeting", "notes", "actions"],
    documentType: "report",
    estimatedTime: "10 min",
    sections: [
      ["Meeting", "Say the meeting name, the date and the time."],
      ["People there", "Say the names of the people who came."],
      ["What we discussed", "Say each topic in a short sentence."],
      ["Decisions", "Say each decision that was made."],
      ["Actions", "For each action say who will do it and by when."],
      ["Next meeting", "Say the date of the next meeting, if there is one."],
    ],
  },

  // ---- business ------------------------------------------------------------------------------
  {
    key: "business-report",
    name: "Business Report",
    description: "Findings and recommendations for a manager or a board.",
    category: "business",
    subcategory: "Reports",
    tags: ["report", "findings", "recommendations"],
    documentType: "report",
    sections: [
      ["Title", "Say a short title that names the subject."],
      ["Summary", "In three sentences: what you looked at, what you found, what you recommend."],
      ["Background", "Say why this report was needed and who it is for."],
      ["Findings", "Give each finding its own short paragraph with a number or an example."],
      ["Recommendations", "List what should happen next, most important first."],
    ],
  },
  {
    key: "project-proposal",
    name: "Project Proposal",
    description: "Pitch an idea: the problem, your plan, the cost and the benefits.",
    category: "business",
    subcategory: "Proposals",
    tags: ["proposal", "plan", "budget"],
    documentType: "document",
    isPremium: true,
    sections: [
      ["Title", "Say a title that names your idea."],
      ["The problem", "Describe the problem and who it affects."],
      ["What I propose", "Explain your idea step by step."],
      ["Benefits", "Say what will be better, and for whom."],
      ["Plan and timeline", "List the main stages with rough dates."],
      ["Budget", "Say what it will cost and what the money pays for."],
      ["Next steps", "Say what you need from the reader to get started."],
    ],
  },
  {
    key: "resume",
    name: "Resume",
    description: "A one-page CV: profile, experience, skills and education.",
    category: "business",
    subcategory: "Job Application",
    tags: ["cv", "resume", "career"],
    documentType: "resume",
    sections: [
      ["Name and contact details", "Say your full name, phone number and email address."],
      ["Profile", "In two sentences, say who you are and what work you are looking for."],
      ["Experience", "For each job, newest first: job title, employer, dates, and two things you achieved."],
      ["Skills", "List your main skills, one per line."],
      ["Education and training", "List your qualifications with the place and year."],
    ],
  },
  {
    key: "complaint-letter",
    name: "Complaint Letter",
    description: "Explain what went wrong and what you want done about it.",
    category: "business",
    subcategory: "Customer Service",
    tags: ["complaint", "refund", "letter"],
    documentType: "letter",
    sections: [
      ["Greeting", "Say 'Dear' and the name, or 'Dear Customer Services'."],
      ["What happened", "Say what you bought or used, when, and what went wrong."],
      ["What I have done so far", "Say who you spoke to and what they said."],
      ["What I would like", "Say clearly what you want: a refund, a repair or an apology, and by when."],
      ["Sign-off", "Say 'Yours sincerely', your name and your order or account number."],
    ],
  },
  {
    key: "business-plan-summary",
    name: "Business Plan Summary",
    description: "The one-page summary that opens a business plan.",
    category: "business",
    subcategory: "Planning",
    tags: ["business plan", "startup", "summary"],
    documentType: "document",
    isPremium: true,
    sections: [
      ["The business", "Say the business name and what it sells."],
      ["Customers", "Say who will buy it and why."],
      ["Competition", "Name two competitors and what makes you different."],
      ["Money", "Say what it costs to start and when it will make a profit."],
      ["Team", "Say who runs the business and what they are good at."],
    ],
  },

  // ---- personal ------------------------------------------------------------------------------
  {
    key: "thank-you-letter",
    name: "Thank You Letter",
    description: "A warm note to thank someone for a gift, help or kindness.",
    category: "personal",
    subcategory: "Thank You",
    tags: ["thanks", "gratitude", "letter"],
    documentType: "letter",
    sections: [
      ["Greeting", "Say 'Dear' and their name."],
      ["Thank you for", "Say what you are thanking them for."],
      ["What it meant to me", "Say how it helped or how it made you feel."],
      ["Closing", "Say you hope to see them soon, then 'With love' or 'Best wishes' and your name."],
    ],
  },
  {
    key: "letter-to-landlord",
    name: "Letter to a Landlord",
    description: "Report a repair or ask about your tenancy, politely and clearly.",
    category: "personal",
    subcategory: "Home",
    tags: ["landlord", "repair", "home"],
    documentType: "letter",
    sections: [
      ["Your address and the date", "Say your address and today's date."],
      ["Greeting", "Say 'Dear' and your landlord's name."],
      ["The problem", "Say what needs fixing and when it started."],
      ["How it affects me", "Say how the problem affects you or your home."],
      ["What I am asking for", "Ask for the repair and say when you are at home for a visit."],
      ["Sign-off", "Say 'Yours sincerely' and your name."],
    ],
  },
  {
    key: "personal-statement",
    name: "Personal Statement",
    description: "For a course or college application: who you are and why this course.",
    category: "personal",
    subcategory: "Applications",
    tags: ["application", "college", "statement"],
    documentType: "document",
    sections: [
      ["Why this subject", "Say what made you interested in the subject."],
      ["What I have done", "Give examples: study, work, volunteering or hobbies."],
      ["What I learned", "Say the skills those experiences gave you."],
      ["My plans", "Say what you hope to do after the course."],
    ],
  },
  {
    key: "apology-letter",
    name: "Apology Letter",
    description: "Say sorry sincerely and say what you will do differently.",
    category: "personal",
    subcategory: "Relationships",
    tags: ["apology", "sorry", "letter"],
    documentType: "letter",
    sections: [
      ["Greeting", "Say 'Dear' and their name."],
      ["I am sorry for", "Say clearly what you are sorry for."],
      ["What I will do", "Say what you will do to put it right or to do better."],
      ["Closing", "Say you hope you can move on together, then your name."],
    ],
  },
  {
    key: "diary-entry",
    name: "Diary Entry",
    description: "Capture your day: what happened and how you felt.",
    category: "personal",
    subcategory: "Journal",
    tags: ["diary", "journal", "reflection"],
    documentType: "document",
    sections: [
      ["Date", "Say today's date."],
      ["What happened today", "Say the main things that happened."],
      ["How I felt", "Say how you felt and why."],
      ["Tomorrow", "Say one thing you want to do tomorrow."],
    ],
  },

  // ---- academic ------------------------------------------------------------------------------
  {
    key: "lab-report",
    name: "Lab Report",
    description: "A science experiment written up: aim, method, results, conclusion.",
    category: "academic",
    subcategory: "Science",
    tags: ["science", "experiment", "report"],
    documentType: "report",
    sections: [
      ["Aim", "Say what the experiment was testing."],
      ["Equipment", "List what you used."],
      ["Method", "Say each step you took, in order."],
      ["Results", "Say what you measured or saw."],
      ["Conclusion", "Say what the results show and whether your prediction was right."],
    ],
  },
  {
    key: "book-review",
    name: "Book Review",
    description: "Summarise a book and give your opinion with reasons.",
    category: "academic",
    subcategory: "Literature",
    tags: ["book", "review", "reading"],
    documentType: "document",
    sections: [
      ["Title and author", "Say the book's title and who wrote it."],
      ["What it is about", "Say what happens, without giving away the ending."],
      ["What I liked", "Say what you enjoyed, with an example."],
      ["What I did not like", "Say what could be better, with an example."],
      ["My rating", "Give it a score out of five and say who would enjoy it."],
    ],
  },
  {
    key: "research-summary",
    name: "Research Summary",
    description: "Summarise an article or paper in your own words.",
    category: "academic",
    subcategory: "Research",
    tags: ["research", "summary", "article"],
    documentType: "document",
    isPremium: true,
    sections: [
      ["Source", "Say the title, the authors and the year."],
      ["The question", "Say what the researchers wanted to find out."],
      ["How they did it", "Say how they collected their information."],
      ["What they found", "Say the main results."],
      ["Why it matters", "Say what the results mean for your own work."],
    ],
  },
  {
    key: "dissertation-proposal",
    name: "Dissertation Proposal",
    description: "Plan a dissertation: question, reading, method and timetable.",
    category: "academic",
    subcategory: "Research",
    tags: ["dissertation", "proposal", "university"],
    documentType: "document",
    isPremium: true,
    sections: [
      ["Working title", "Say a working title."],
      ["Research question", "Say the question you want to answer."],
      ["What others have written", "Name the main books or papers on the topic."],
      ["Method", "Say how you will find the answer."],
      ["Timetable", "List the stages and when you will finish each one."],
    ],
  },

  // ---- creative ------------------------------------------------------------------------------
  {
    key: "short-story",
    name: "Short Story",
    description: "A story with a character, a problem and an ending.",
    category: "creative",
    subcategory: "Fiction",
    tags: ["story", "fiction", "character"],
    documentType: "creative",
    sections: [
      ["Title", "Say a title for your story."],
      ["Beginning", "Introduce your main character and where they are."],
      ["The problem", "Say what goes wrong or what they want."],
      ["The middle", "Say what they try and what gets in the way."],
      ["The ending", "Say how the problem is solved and how the character has changed."],
    ],
  },
  {
    key: "poem",
    name: "Poem",
    description: "A free-verse poem built from images and feelings.",
    category: "creative",
    subcategory: "Poetry",
    tags: ["poem", "poetry", "verse"],
    documentType: "creative",
    sections: [
      ["Title", "Say a title."],
      ["What I see", "Say three things you can see, one per line."],
      ["What I feel", "Say how those things make you feel."],
      ["Last line", "Say one line that sums up the poem."],
    ],
  },
  {
    key: "personal-blog-post",
    name: "Blog Post",
    description: "A friendly post sharing an experience or an opinion.",
    category: "creative",
    subcategory: "Blogging",
    tags: ["blog", "opinion", "online"],
    documentType: "creative",
    sections: [
      ["Headline", "Say a headline that makes people want to read on."],
      ["Hook", "Start with a question or a surprising fact."],
      ["My story", "Tell what happened or what you think, in short paragraphs."],
      ["Takeaway", "Say the one thing you want readers to remember."],
    ],
  },

  // ---- journalism ----------------------------------------------------------------------------
  {
    key: "news-article",
    name: "News Article",
    description: "Who, what, where, when and why, most important first.",
    category: "journalism",
    subcategory: "News",
    tags: ["news", "article", "report"],
    documentType: "document",
    sections: [
      ["Headline", "Say a short headline with a strong verb."],
      ["First paragraph", "Say who, what, where and when in one or two sentences."],
      ["Details", "Add the facts in order of importance."],
      ["Quotes", "Give what people involved said, and who they are."],
      ["Background", "Say what led up to the story."],
    ],
  },
  {
    key: "press-release",
    name: "Press Release",
    description: "Announce news about your organisation to journalists.",
    category: "journalism",
    subcategory: "Public Relations",
    tags: ["press", "announcement", "media"],
    documentType: "document",
    isPremium: true,
    sections: [
      ["Headline", "Say the news in one line."],
      ["Date and place", "Say the town and today's date."],
      ["The announcement", "Say what is happening and why it matters."],
      ["Quote", "Give a quote from someone in charge."],
      ["About us", "Say who your organisation is in two sentences."],
      ["Contact", "Say who journalists should contact and how."],
    ],
  },
  {
    key: "interview-write-up",
    name: "Interview Write-up",
    description: "Turn an interview into a readable question-and-answer piece.",
    category: "journalism",
    subcategory: "Features",
    tags: ["interview", "feature", "profile"],
    documentType: "document",
    sections: [
      ["Introduction", "Say who you interviewed and why they are interesting."],
      ["Question one", "Say your first question and their answer."],
      ["Question two", "Say your next question and their answer."],
      ["Question three", "Say one more question and their answer."],
      ["Closing", "Say what you took away from the conversation."],
    ],
  },
  {
    key: "event-review",
    name: "Event Review",
    description: "Review a concert, play, match or exhibition.",
    category: "journalism",
    subcategory: "Reviews",
    tags: ["review", "event", "culture"],
    documentType: "document",
    sections: [
      ["Headline", "Say a headline with the event's name."],
      ["The event", "Say what it was, where and when."],
      ["Highlights", "Describe the best moments."],
      ["Verdict", "Say whether you would recommend it and give a score out of five."],
    ],
  },

  // ---- communication -------------------------------------------------------------------------
  {
    key: "memo",
    name: "Memo",
    description: "A short internal note that tells a team what changes and when.",
    category: "communication",
    subcategory: "Internal",
    tags: ["memo", "team", "update"],
    documentType: "document",
    sections: [
      ["To, from, date", "Say who it is for, who it is from and today's date."],
      ["Subject", "Say the subject in a few words."],
      ["What is changing", "Say what is happening, in one or two sentences."],
      ["What you need to do", "Say what the reader must do, and by when."],
    ],
  },
  {
    key: "presentation-outline",
    name: "Presentation Outline",
    description: "Plan a talk slide by slide with what you will say.",
    category: "communication",
    subcategory: "Presentations",
    tags: ["presentation", "slides", "talk"],
    documentType: "document",
    sections: [
      ["Opening", "Say how you will grab attention: a question, a story or a fact."],
      ["Main point one", "Say the point and an example."],
      ["Main point two", "Say the point and an example."],
      ["Main point three", "Say the point and an example."],
      ["Close", "Say your key message again and what you want the audience to do."],
    ],
  },
  {
    key: "out-of-office-reply",
    name: "Out of Office Reply",
    description: "An automatic reply for when you are away.",
    category: "communication",
    subcategory: "Email",
    tags: ["email", "away", "reply"],
    documentType: "email",
    sections: [
      ["Greeting", "Say 'Hello' and thank them for their email."],
      ["When I am away", "Say the dates you are away and when you will be back."],
      ["Who can help", "Say who to contact for urgent things, with their email."],
    ],
  },
  {
    key: "team-update",
    name: "Team Update",
    description: "A weekly update: done, doing next, and blockers.",
    category: "communication",
    subcategory: "Internal",
    tags: ["update", "weekly", "status"],
    documentType: "email",
    sections: [
      ["Done this week", "List what you finished."],
      ["Next week", "List what you will work on next."],
      ["Blockers", "Say anything that is stopping you and what help you need."],
    ],
  },
  {
    key: "customer-announcement",
    name: "Customer Announcement",
    description: "Tell customers about a change in a friendly, clear way.",
    category: "communication",
    subcategory: "Customers",
    tags: ["customers", "announcement", "newsletter"],
    documentType: "email",
    isPremium: true,
    sections: [
      ["Subject", "Say a subject line that names the change."],
      ["What is new", "Say what is changing and when."],
      ["What it means for you", "Say how it helps the customer."],
      ["Questions", "Say where customers can ask questions."],
    ],
  },
];

export const templateLibrary: readonly ReferenceTemplate[] = LIBRARY.map(toReferenceTemplate);
