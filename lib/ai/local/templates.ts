// Writing templates for the seven types. Each section has plain-language guidance for
// dictation; the requirements the user gave are placed in the sections they belong to
// (tone, audience, length and topic shape the guidance).
import type { GeneratedTemplate, TemplateType } from "@/lib/schemas/ai";
import { contentStems, capitaliseFirst, unique, wordTokens, isContentWord } from "@/lib/ai/local/text";

type Section = { title: string; guidance: string; keywords: string[] };

export const TEMPLATE_LABELS: Record<TemplateType, string> = {
  "business-letter": "Business letter", report: "Report", proposal: "Proposal", essay: "Essay", memo: "Memo",
  "creative-writing": "Creative writing", presentation: "Presentation",
};

export const TEMPLATE_CATEGORIES: Record<TemplateType, string> = {
  "business-letter": "business", report: "business", proposal: "business", essay: "academic", memo: "communication",
  "creative-writing": "creative", presentation: "communication",
};

const SECTIONS: Record<TemplateType, Section[]> = {
  "business-letter": [
    { title: "Your address", guidance: "Say your name, street, town and postcode, each on its own line.", keywords: ["address", "contact", "phone", "email"] },
    { title: "Date", guidance: "Say today's date in full, for example 3 March 2026.", keywords: ["date"] },
    { title: "Their name and address", guidance: "Say the name, job title and address of the person you are writing to.", keywords: ["recipient", "manager", "company", "council", "landlord"] },
    { title: "Greeting", guidance: "Say 'Dear' and their name. If you do not know it, say 'Dear Sir or Madam'.", keywords: ["greeting", "dear"] },
    { title: "Why you are writing", guidance: "In one or two sentences, say why you are writing.", keywords: ["purpose", "reason", "application", "complaint", "request", "enquiry", "inquiry"] },
    { title: "The details", guidance: "Give the facts in the order they happened. One idea per paragraph.", keywords: ["detail", "experience", "skill", "fact", "order", "delivery", "problem", "mention", "include"] },
    { title: "What you would like to happen", guidance: "Say clearly what you are asking for and by when.", keywords: ["ask", "refund", "interview", "meeting", "response", "reply", "deadline", "action"] },
    { title: "Closing", guidance: "Thank them and say how they can contact you.", keywords: ["thank", "closing"] },
    { title: "Sign-off", guidance: "Say 'Yours sincerely' if you used their name, or 'Yours faithfully' if you did not, then your name.", keywords: ["sign", "signature"] },
  ],
  report: [
    { title: "Title", guidance: "Say a short title that names the subject of the report.", keywords: ["title"] },
    { title: "Summary", guidance: "In three or four sentences, say what you looked at, what you found and what you recommend.", keywords: ["summary", "executive", "overview"] },
    { title: "Introduction", guidance: "Say why the report was written and who it is for.", keywords: ["purpose", "introduction", "audience", "scope", "background"] },
    { title: "How the information was gathered", guidance: "Say where your information came from: surveys, data, interviews or reading.", keywords: ["method", "data", "survey", "research", "source", "interview"] },
    { title: "Findings", guidance: "Give each finding its own short paragraph, with a number or example.", keywords: ["finding", "result", "figure", "sales", "statistics", "chart", "graph", "numbers", "analysis"] },
    { title: "Conclusions", guidance: "Say what the findings mean.", keywords: ["conclusion", "meaning"] },
    { title: "Recommendations", guidance: "List what should happen next, starting with the most important.", keywords: ["recommend", "next", "action", "improve", "suggestion"] },
  ],
  proposal: [
    { title: "Title", guidance: "Say a title that names the idea you are proposing.", keywords: ["title", "name"] },
    { title: "Summary", guidance: "In two or three sentences, say what you propose and why it matters.", keywords: ["summary", "overview", "pitch"] },
    { title: "The problem or need", guidance: "Describe the problem and who it affects.", keywords: ["problem", "need", "issue", "challenge"] },
    { title: "What we propose", guidance: "Explain your idea step by step.", keywords: ["solution", "idea", "proposal", "project", "product", "service"] },
    { title: "Benefits", guidance: "Say what will be better, and for whom.", keywords: ["benefit", "value", "impact", "saving", "result"] },
    { title: "Plan and timeline", guidance: "List the main stages with rough dates.", keywords: ["plan", "timeline", "schedule", "stage", "phase", "milestone", "date"] },
    { title: "Budget", guidance: "Say what it will cost and what the money pays for.", keywords: ["budget", "cost", "price", "funding", "money", "fee"] },
    { title: "Risks", guidance: "Name the main risks and how you will reduce them.", keywords: ["risk", "concern", "challenge"] },
    { title: "Next steps", guidance: "Say what you need from the reader to get started.", keywords: ["next", "approval", "decision", "call", "action"] },
  ],
  essay: [
    { title: "Title", guidance: "Say the essay question or your own title.", keywords: ["title", "question"] },
    { title: "Introduction", guidance: "Say what the essay is about and give your main argument in one sentence.", keywords: ["introduction", "thesis", "argument", "topic"] },
    { title: "First point", guidance: "Make your strongest point. Give evidence (a quote, fact or example), then explain it.", keywords: ["point", "evidence", "example", "quote", "source"] },
    { title: "Second point", guidance: "Make your next point, with evidence and explanation.", keywords: ["point", "evidence"] },
    { title: "Third point", guidance: "Make one more point, with evidence and explanation.", keywords: ["point", "evidence"] },
    { title: "The other side", guidance: "Say what someone who disagrees would argue, and why your view is still stronger.", keywords: ["counter", "against", "disagree", "opposing", "balance", "both sides"] },
    { title: "Conclusion", guidance: "Sum up your argument. Do not add new points.", keywords: ["conclusion", "summary"] },
    { title: "References", guidance: "List the books, articles and websites you used.", keywords: ["reference", "bibliography", "citation", "harvard", "apa", "source"] },
  ],
  memo: [
    { title: "To", guidance: "Say who the memo is for.", keywords: ["to", "team", "staff", "department", "audience"] },
    { title: "From", guidance: "Say your name and role.", keywords: ["from", "author"] },
    { title: "Date", guidance: "Say today's date.", keywords: ["date"] },
    { title: "Subject", guidance: "Say the subject in a few words.", keywords: ["subject", "topic", "about"] },
    { title: "Purpose", guidance: "In one sentence, say why you are writing.", keywords: ["purpose", "reason", "update", "announcement", "change", "policy"] },
    { title: "Key points", guidance: "Give the main information as short points.", keywords: ["point", "detail", "information", "include", "mention"] },
    { title: "Action needed", guidance: "Say what readers must do and by when.", keywords: ["action", "deadline", "by", "must", "request"] },
    { title: "Contact", guidance: "Say who to ask if people have questions.", keywords: ["contact", "question", "help"] },
  ],
  "creative-writing": [
    { title: "Title", guidance: "Say a working title. You can change it later.", keywords: ["title"] },
    { title: "Setting", guidance: "Describe where and when the story happens, using your senses.", keywords: ["setting", "place", "world", "time", "city", "village", "space", "forest"] },
    { title: "Main character", guidance: "Describe who the story is about: what they want and what stands in their way.", keywords: ["character", "hero", "protagonist", "girl", "boy", "person", "animal"] },
    { title: "Opening", guidance: "Start in the middle of something happening, to hook the reader.", keywords: ["opening", "hook", "beginning", "start"] },
    { title: "Problem", guidance: "Say what goes wrong and how the character tries to fix it.", keywords: ["problem", "conflict", "mystery", "challenge", "adventure"] },
    { title: "Turning point", guidance: "Describe the biggest moment, when everything changes.", keywords: ["turning", "climax", "twist", "surprise"] },
    { title: "Ending", guidance: "Say how it ends and how the character has changed.", keywords: ["ending", "end", "resolution", "happy", "sad"] },
  ],
  presentation: [
    { title: "Title slide", guidance: "Say the title of your talk and your name.", keywords: ["title", "name"] },
    { title: "Opening", guidance: "Start with a question, story or surprising fact that makes people listen.", keywords: ["opening", "hook", "story", "question", "introduction"] },
    { title: "What I will cover", guidance: "List the three main parts of your talk.", keywords: ["agenda", "outline", "overview", "cover"] },
    { title: "Main point one", guidance: "One idea per slide: a short heading and no more than three bullet points.", keywords: ["point", "idea", "data", "result", "slide"] },
    { title: "Main point two", guidance: "Your next idea, with one picture, number or example.", keywords: ["point", "example", "chart", "picture", "image"] },
    { title: "Main point three", guidance: "Your last idea, with one picture, number or example.", keywords: ["point", "example"] },
    { title: "Summary", guidance: "Repeat the three points in one sentence each.", keywords: ["summary", "recap", "conclusion"] },
    { title: "What to do next", guidance: "Tell the audience exactly what you want them to do.", keywords: ["call to action", "action", "next", "ask", "decision"] },
    { title: "Questions", guidance: "Invite questions and say how people can contact you.", keywords: ["question", "contact", "q&a"] },
  ],
};

const TONES: Array<[RegExp, string, string]> = [
  [/\b(?:formal|professional|official|polite)\b/i, "formal", "Use full sentences and polite words. Avoid slang and contractions like 'don't'."],
  [/\b(?:friendly|informal|casual|warm|relaxed)\b/i, "friendly", "Write as you would speak to someone you like: warm and simple."],
  [/\b(?:persuasive|convincing|sell|pitch)\b/i, "persuasive", "Lead with the benefit to the reader and back each claim with a reason."],
  [/\b(?:firm|assertive|complaint|angry)\b/i, "firm", "Stay calm and factual. Say clearly what went wrong and what you want."],
  [/\b(?:simple|plain|easy to read|dyslexia)\b/i, "plain", "Use short sentences and everyday words."],
];

const LENGTH = /\b(?:(\d+)\s*(words?|pages?|slides?|minutes?|paragraphs?)|(one|two|three|four|five|six|ten)\s+(pages?|slides?|minutes?|paragraphs?))\b/i;
const AUDIENCE = /\b(?:for|to|audience(?: is)?:?)\s+(?:my\s+|the\s+|a\s+|an\s+|our\s+)?((?:[\p{L}-]+\s+){0,3}(?:manager|boss|team|teacher|tutor|landlord|council|customers?|clients?|students?|class|board|investors?|employer|staff|colleagues|parents|children|readers|committee|judge|school|company|director))\b/iu;

function sectionFor(requirement: string, sections: Section[]): number {
  const stems = new Set(contentStems(requirement));
  const lower = requirement.toLowerCase();
  let best = -1;
  let bestScore = 0;
  sections.forEach((s, i) => {
    let score = 0;
    for (const k of s.keywords) if (lower.includes(k)) score += 2;
    for (const st of contentStems(s.title)) if (stems.has(st)) score += 1;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

const INSTRUCTION = /^(?:include|mention|add|use|ask|make|keep|write|avoid|put|give|show|list|explain|describe|start|end|finish)\b/i;

/** "job application for a teaching assistant role" / "about climate change" -> the topic. */
function topicOf(requirements: string[]): string | undefined {
  // "quarterly sales for the board" -> topic "quarterly sales" (the audience is read separately).
  const plain = requirements
    .filter((r) => !TONES.some(([re]) => re.test(r)) && !LENGTH.test(r) && !INSTRUCTION.test(r.trim()))
    .map((r) => r.replace(AUDIENCE, "").trim())
    .filter((r) => r.split(/\s+/).filter(Boolean).length >= 1 && /\p{L}{3}/u.test(r));
  const short = plain.find((r) => r.split(/\s+/).length <= 8);
  if (short) return short.replace(/^(?:about|on|regarding|topic:?|subject:?)\s+/i, "").replace(/[.!]$/, "");
  for (const r of requirements) {
    const m = /\b(?:about|on|regarding|for|topic:?|subject:?)\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?([\p{L}\d' -]{3,60})$/iu.exec(r.trim());
    if (m && !AUDIENCE.test(r) && !TONES.some(([re]) => re.test(r)) && !LENGTH.test(r)) return m[1].trim().replace(/[.!]$/, "");
  }
  return undefined;
}

export function generateTemplate(templateType: TemplateType, requirements: string[]): GeneratedTemplate {
  const label = TEMPLATE_LABELS[templateType];
  const sections = SECTIONS[templateType].map((s) => ({ ...s, extra: [] as string[] }));
  const tone = TONES.find(([re]) => requirements.some((r) => re.test(r)));
  const length = requirements.map((r) => LENGTH.exec(r)?.[0]).find(Boolean);
  const audience = requirements.map((r) => AUDIENCE.exec(r)?.[1]).find(Boolean);
  const topic = topicOf(requirements);

  const unplaced: string[] = [];
  for (const r of requirements) {
    const words = r.split(/\s+/).length;
    if ((tone && tone[0].test(r) && words <= 3) || (length && r.includes(length) && words <= 4) || (audience && AUDIENCE.test(r) && words <= 4)) continue;
    const i = sectionFor(r, sections);
    const item = r.replace(/^(?:include|mention|add)\s+/i, "");
    if (i >= 0) sections[i].extra.push(item);
    else unplaced.push(item);
  }
  // Requirements that fit no section go to the main body of the piece.
  if (unplaced.length) {
    const body = sections.findIndex((s) => /details|findings|what we propose|first point|key points|problem|main point one/i.test(s.title));
    sections[body >= 0 ? body : Math.floor(sections.length / 2)].extra.push(...unplaced);
  }

  const header = [
    topic ? `${label}: ${topic}` : `${label} template`,
    [audience ? `For: ${audience}` : "", tone ? `Tone: ${tone[1]}` : "", length ? `Length: about ${length}` : ""].filter(Boolean).join(" | "),
  ].filter(Boolean);
  const style = [
    tone ? tone[2] : "",
    audience ? `Keep ${audience} in mind: say things the way they need to hear them.` : "",
    length ? `Aim for about ${length} in total.` : "",
  ].filter(Boolean);

  const lines: string[] = [...header, ""];
  if (style.length) lines.push(...style, "");
  lines.push("Say each part out loud. The notes in brackets tell you what to say; delete them when you are done.", "");
  for (const s of sections) {
    lines.push(s.title.toUpperCase(), `(${s.guidance}${s.extra.length ? ` Include: ${s.extra.join("; ")}.` : ""})`, "");
  }

  const topicWords = unique(wordTokens(topic ?? "").filter(isContentWord)).slice(0, 3);
  const tags = unique([templateType, TEMPLATE_CATEGORIES[templateType], ...(tone ? [tone[1]] : []), ...topicWords]).slice(0, 8);
  const description = `${/^[aeiou]/i.test(label) ? "An" : "A"} ${label.toLowerCase()} template with ${sections.length} sections${topic ? ` for ${topic}` : ""}${requirements.length ? `, built around your ${requirements.length} ${requirements.length === 1 ? "requirement" : "requirements"}` : ""}.`;
  return {
    name: capitaliseFirst(header[0]).slice(0, 120),
    description: description.slice(0, 400),
    content: lines.join("\n").trim(),
    structure: { sections: sections.map((s) => ({ title: s.title, guidance: s.extra.length ? `${s.guidance} Include: ${s.extra.join("; ")}.` : s.guidance })) },
    tags,
  };
}
