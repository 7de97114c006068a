// Brainstorm starters that read as natural questions whatever the topic is: a thing or an
// idea ("solar power"), several things ("solar panels"), a person ("my aunt", "Ada Lovelace"),
// an event that happened or is coming ("the great storm of 1987", "my job interview next
// week"), an object, a place, an activity ("keeping bees"), a piece of writing ("a letter to
// my future self") or a question ("should cars be banned from city centres"). Its kind picks the questions,
// its number picks "is" or "are", and "my" becomes "your" (the questions speak to the writer).
import frequencies from "@/lib/ai/local/word-frequencies.json";
import { FIRST_NAMES, PLACES } from "@/lib/ai/local/proper-nouns";
import { capitaliseFirst, withoutFinalPunctuation } from "@/lib/ai/local/text";

type Kind = "issue" | "thing" | "person" | "past event" | "future event" | "object" | "place" | "activity" | "writing" | "question";
export type Topic = { kind: Kind; text: string; plural: boolean; form?: string; relation?: string; subject?: string };

const counts = (frequencies as { counts: Record<string, number> }).counts;

const QUESTION_START = /^(?:should|is|are|was|were|can|could|do|does|did|will|would|why|how|what|when|where|who|which|has|have|must|shall)\b/i;
const WRITING = /^(?:(?:a|an|my|the|our)\s+)?((?:short |persuasive |personal |opinion |wedding |thank you |cover |formal |funny )?(?:story|stories|poem|essay|post|letter|article|report|novel|song|script|play|toast|eulogy|review|statement|presentation|diary entry|newsletter|email|book|chapter|limerick|sonnet|haiku|memoir|biography|leaflet|advert|pitch))\s+(about|on|for|of|to)\s+(.+)$/i;
const PERSON = /\b(?:grandfather|grandma|grandad|grandpa|granny|nan|mum|mom|mother|dad|father|parents?|sister|brother|aunt|uncle|cousin|friend|teacher|manager|boss|coach|neighbou?r|colleague|doctor|nurse|hero|mentor|partner|wife|husband|son|daughter|tutor|lecturer|professor|author|writer|artist|singer|captain|president|king|queen|leader|scientist|grandparents|teammate)$/i;
const PLACE = /\b(?:park|kitchen|garden|farm|library|museum|school|hospital|station|beach|lake|river|mountain|island|city|town|village|street|road|square|market|cafe|café|restaurant|church|forest|woods|field|countryside|house|home|office|classroom|playground|stadium|theatre|cinema|shop|centre|center|coast|valley|country)$/i;
const HISTORIC = /\b(?:war|revolution|plague|crash|disaster|battle|invasion|discovery|assassination|independence|rebellion|riots?|world cup|final|coronation|flood|earthquake|eclipse|pandemic|blitz|armistice|treaty|storm|hurricane|drought|heatwave|famine|strike|protest|march|rescue|voyage|expedition)\b/i;
const PLANNED = /\b(?:party|exam|interview|graduation|meeting|conference|festival|concert|holiday|trip|birthday|ceremony|presentation|performance|match|show|competition|race|prom|reunion|visit|move|audition|opening|anniversary)\b/i;
const PAST_CUE = /\b(?:last (?:year|week|month|summer|winter|spring|autumn|night)|yesterday|ago|when i|the day i|\w+ed\b|broke|went|was|were|did|won|lost|met|saw|began|ended)\b/i;
const FUTURE_CUE = /\b(?:next|upcoming|coming|soon|tomorrow|this (?:year|summer|winter|spring|autumn)|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i;
const OBJECT = /\b(?:phone|glove|machine|bicycle|bike|kettle|book|chair|table|car|ring|photo|photograph|toy|bag|key|lamp|clock|camera|guitar|mug|coat|shoe|shoes|hat|necklace|teddy|box|bottle|letter|map|pen|notebook|laptop|computer|radio|television|tv|mirror|door|window|bed|cup|plate|spoon|knife|blanket|scarf|jumper|wallet|ticket|stone|shell|tree|boat)$/i;
/** Heads of topics that are issues or trends, beside the abstract endings ("-tion", "-ism" ...). */
const ISSUE = /^(?:change|crisis|policy|law|laws|tax|rights|health|care|education|poverty|waste|energy|power|transport|pollution|technology|media|inequality|freedom|privacy|safety|security|housing|debt|inflation|income|work|cost|prices|climate|democracy|crime|justice|welfare|trade|economy|environment|diet|food|water|traffic|recycling|music|art|science|sport|fashion|tourism|farming|money|weather|language|religion|culture|internet|ai|research|medicine|government|politics|business|marketing|design)$/i;
const SINGULAR_S = /(?:ss|us|is|ics|ness|ous|news|measles|series|species|olympics)$/i;
const PREPOSITION = /^(?:at|in|of|for|on|with|about|from|to|by|near|during|after|before)$/i;
const IRREGULAR_PLURALS = /^(?:people|children|men|women|mice|teeth|feet|geese|police|cattle|sheep)$/i;

/** "my aunt's garden" -> "your aunt's garden"; a name typed in lower case gets its capitals. */
function forTheWriter(text: string, kind: Kind): string {
  let t = text.replace(/\bmy\b/gi, "your").replace(/\bmine\b/gi, "yours").replace(/\bour\b/gi, "your").replace(/\bI\b/g, "you").replace(/\bme\b/gi, "you");
  if (kind === "person" && !/^(?:your|the|a|an)\b/i.test(t)) t = t.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
  // "Solar power" (or "A small bakery") typed with a capital is still a common noun inside a sentence.
  const words = t.split(" ");
  if (words.length > 1 && (/^\p{Lu}\p{Ll}+$/u.test(words[0]) || words[0] === "A") && !FIRST_NAMES.has(words[0].toLowerCase()) && words.slice(1).every((w) => !/^\p{Lu}/u.test(w))) t = t.charAt(0).toLowerCase() + t.slice(1);
  return t;
}

/** The noun the topic is about: the last word before a preposition ("phones" in "mobile phones at school"). */
function headOf(words: string[]): string {
  const cut = words.findIndex((w, i) => i > 0 && PREPOSITION.test(w));
  return (cut > 0 ? words.slice(0, cut) : words).at(-1) ?? "";
}

const rare = (w: string) => (counts[w.toLowerCase()] ?? 0) <= 3;
/** Endings of common nouns, never of a surname ("pollution", "kindness", "leadership"). */
const NOUN_ENDING = /(?:tion|sion|ment|ness|ity|ism|ance|ence|ing|ship|hood|ology|ics)$/;

export function classifyTopic(raw: string): Topic {
  const typed = raw.trim().replace(/\s+/g, " ");
  const text = withoutFinalPunctuation(typed);
  if (/\?$/.test(typed) || QUESTION_START.test(text)) return { kind: "question", text: `${capitaliseFirst(text)}?`, plural: false };
  const words = text.split(" ");
  const lower = text.toLowerCase();
  const head = headOf(words);
  const plural = (IRREGULAR_PLURALS.test(head) || (/s$/i.test(head) && !SINGULAR_S.test(head))) && !/'s$/.test(head);
  const writing = WRITING.exec(text);
  const kindOf = (): Kind => {
    if (writing) return "writing";
    if (/^\p{Ll}+ing\b/u.test(lower) && !/^(?:the|a|an)\b/.test(lower) && counts[words[0].toLowerCase()] !== undefined) return "activity";
    if (PERSON.test(headOf(lower.split(" ")))) return "person";
    const year = /\b(1[5-9]\d\d|20\d\d)\b/.exec(lower);
    const pastYear = Boolean(year && Number(year[1]) < new Date().getFullYear());
    const isEvent = HISTORIC.test(lower) || PLANNED.test(lower) || /^(?:the|my|your|our) (?:day|night|time|moment|summer|winter|year) /i.test(lower) || (pastYear && /^the\b/.test(lower));
    if (isEvent) {
      if (PAST_CUE.test(lower) || pastYear) return "past event";
      if (FUTURE_CUE.test(lower)) return "future event";
      return HISTORIC.test(lower) ? "past event" : "future event";
    }
    if (PLACE.test(headOf(lower.split(" "))) || (words.length === 1 && (PLACES.has(lower) || /^\p{Lu}/u.test(words[0])))) return "place";
    // A name: two or three words ending in one general English hardly uses ("ada lovelace",
    // "grace hopper"), not led by an everyday word, or a known first name before a capital.
    const last = words[words.length - 1].toLowerCase();
    const named =
      (rare(last) && (counts[words[0].toLowerCase()] ?? 0) <= 60 && !NOUN_ENDING.test(last) && !plural) ||
      (FIRST_NAMES.has(words[0].toLowerCase()) && /^\p{Lu}/u.test(words[1] ?? ""));
    if (words.length >= 2 && words.length <= 3 && !/^(?:the|a|an|my|our)$/i.test(words[0]) && named) return "person";
    if (OBJECT.test(head) && !plural) return "object";
    // An issue or a trend ("solar power", "food prices", "bike lanes") can affect people and change over time.
    return plural || NOUN_ENDING.test(head.toLowerCase()) || ISSUE.test(head) ? "issue" : "thing";
  };
  const kind = kindOf();
  const shown = forTheWriter(text, kind);
  if (kind === "writing" && writing) {
    const [, form, relation, subject] = writing;
    return { kind, text: shown, plural: false, form: forTheWriter(form, kind).toLowerCase(), relation: relation.toLowerCase(), subject: forTheWriter(subject, "thing") };
  }
  return { kind, text: shown, plural: (kind === "issue" || kind === "thing") && plural };
}

/** Natural questions about the topic, best first (at least five). */
export function startersFor(topic: Topic): string[] {
  const t = topic.text;
  const [does, has] = topic.plural ? ["do", "have"] : ["does", "has"];
  switch (topic.kind) {
    case "question":
      return [
        `${t} What is your first answer, and why?`,
        // The question stays whole, in quotes, ending with its own question mark.
        `What would someone who disagrees with you say about "${t}"`,
        `What evidence or examples would help you answer "${t}"`,
        `Who is most affected by the answer to "${t}"`,
        `What do you still need to find out before you answer "${t}"`,
        `What would change if most people answered "${t}" the other way?`,
      ];
    case "person":
      return [
        `What is the most surprising thing about ${t}?`,
        `Which moment in ${possessive(t)} life would you write about first, and why?`,
        `What would you ask ${t} if you could talk for an hour?`,
        `What three words sum up ${t}, and why?`,
        `What do people often get wrong about ${t}?`,
        `What can we learn from ${t} today?`,
      ];
    case "past event":
      // Your own day ("your first day at school") is told, not researched.
      if (/^(?:the (?:day|night|time|moment) you|your)\b/i.test(t)) {
        return [
          `How did ${t} begin, and how did it end?`,
          `What did you see, hear and feel during ${t}?`,
          `Who else was part of ${t}, and what did they do?`,
          `What changed for you after ${t}?`,
          `Which moment of ${t} stands out most, and why?`,
          `What would you tell a friend about ${t}?`,
        ];
      }
      return [
        `What happened during ${t}, in your own words?`,
        `What led up to ${t}?`,
        `Who was most affected by ${t}, and how?`,
        `What changed after ${t}?`,
        `Which moment of ${t} stands out most, and why?`,
        `How do people remember ${t} today?`,
      ];
    case "future event":
      return [
        `What are you most looking forward to about ${t}?`,
        `What needs to happen before ${t}?`,
        `What could go wrong at ${t}, and how would you handle it?`,
        `What would make ${t} a success?`,
        `Who will be there, and what will ${t} mean to them?`,
        `What is the first thing to get ready for ${t}?`,
      ];
    case "object":
      return [
        `What does ${t} look, sound and feel like?`,
        // "a lost glove" is any glove: where it might have come from; "your watch" is known.
        /^(?:a|an)\s/i.test(t) ? `Who might have owned ${t} before, and how did it end up here?` : `Where did ${t} come from, and who has used it?`,
        `What story could ${t} tell if it could talk?`,
        `Why ${does} ${t} matter to you?`,
        `What would be lost if ${t} disappeared tomorrow?`,
        `What is the most surprising thing about ${t}?`,
      ];
    case "place":
      return [
        `Picture ${t}: what do you see, hear and smell?`,
        `What is your strongest memory of ${t}?`,
        `What makes ${t} different from anywhere else?`,
        `How has ${t} changed over the years?`,
        `What would a visitor notice first about ${t}?`,
        `What would you change about ${t}, and why?`,
      ];
    case "activity":
      return [
        `What got you interested in ${t}?`,
        `What is the hardest part of ${t}?`,
        `What has ${t} taught you?`,
        `What would you tell someone who is thinking about ${t}?`,
        `What do people often get wrong about ${t}?`,
        `Why is ${t} worth doing?`,
      ];
    case "writing": {
      const form = `your ${topic.form}`;
      const subject = topic.subject ?? "";
      if (topic.relation === "for" || topic.relation === "to") {
        return [
          `Who will hear or read ${form} ${topic.relation} ${subject}, and what should they feel?`,
          `What story or memory belongs in ${form} ${topic.relation} ${subject}?`,
          `What is a strong first line for ${form} ${topic.relation} ${subject}?`,
          `What tone suits ${subject}: warm, funny or serious?`,
          `How should ${form} ${topic.relation} ${subject} end?`,
        ];
      }
      return [
        `What is the most important thing ${form} should say about ${subject}?`,
        `Who will read ${form} about ${subject}, and what should they feel at the end?`,
        `What is a strong opening line for ${form} about ${subject}?`,
        `What do you already know about ${subject}, and what do you need to find out?`,
        `Which detail about ${subject} would surprise your readers?`,
        `How should ${form} about ${subject} end?`,
      ];
    }
    case "thing":
      // A topic of no clear kind: questions that suit a person, a place, a thing or an event alike.
      return [
        `What is the most surprising thing about ${t}?`,
        `Why ${does} ${t} matter to you?`,
        `What three words sum up ${t}, and why?`,
        `What is one detail about ${t} that most people miss?`,
        `What would you most like a reader to understand about ${t}?`,
        `What questions would you ask an expert on ${t}?`,
      ];
    case "issue":
      return [
        `What do you find most interesting about ${t}?`,
        `Why ${does} ${t} matter to you?`,
        `Who is most affected by ${t}, and how?`,
        `What do people often get wrong about ${t}?`,
        `What could change about ${t} in the next ten years?`,
        `What is the biggest problem with ${t} today, and what could fix it?`,
        `When ${has} ${t} come up in your own life?`,
        `What are the best arguments for and against ${t}?`,
      ];
  }
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
