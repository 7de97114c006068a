// The voice tools scored for harm and for their job ("do no harm") on sets written apart from the
// rules: each input goes to the local engine the way the AI runner sends it (so spoken punctuation is
// written as marks first, as in the app). Harm: words or marks of the input lost or made wrong,
// or an output item that is wrong (a status update listed as an action, a wrong owner or date, an
// example's noun given as a key term). Job: actions with owner and date, terms with the lecture's
// own definitions, homework quoted, ideas kept whole in the outline, Generate Ideas offering ideas.
import { withSpokenMarks, type AiProvider, type JobInputs, type JobName, type JobOutputs } from "@/lib/ai/provider";
import { createLocalProvider } from "@/lib/ai/providers/local";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";
import { writePhrases } from "@/lib/voice-tools/text";
import type { LectureNotes, MeetingMinutes } from "@/lib/schemas/ai";
import type { FreshBrainstorm, FreshLecture, FreshLegal, FreshMeeting } from "@/tests/fixtures/ai/fresh/types";
import { harmOf, KEEPS_INPUT } from "./harm";
import { tagWords } from "@/lib/ai/local/nlp";
import { contentStems, containsPhrase, ratio, stemOf, wordsOf, type Figure } from "./match";
import { countUnlabelled, lectureItemText, meetingItemText, noUnlabelled, type Verdict } from "./unlabelled";

/** The local engine on `day`, its transcripts' spoken punctuation written first as the AI runner does (lib/server/ai/index.ts). */
function runner(day: string) {
  const local: AiProvider = createLocalProvider({ now: () => new Date(`${day}T10:00:00Z`), random: () => 0 });
  const run = <J extends JobName>(job: J) => (input: JobInputs[J]) =>
    (local[job] as unknown as (i: JobInputs[J]) => Promise<JobOutputs[J]>)(withSpokenMarks(job, input));
  return {
    formatLegal: run("formatLegal"),
    processMeeting: run("processMeeting"),
    processLecture: run("processLecture"),
    analyzeBrainstorm: run("analyzeBrainstorm"),
    brainstormStarters: run("brainstormStarters"),
  };
}

/** Share of `want`'s content words (any form) found in `have`. */
function overlap(have: string, want: string): number {
  const h = new Set(contentStems(have));
  const w = contentStems(want);
  return w.length ? w.filter((s) => h.has(s)).length / w.length : 0;
}

type Log = (id: string, message: string) => void;
const quiet: Log = () => {};

/**
 * The verdict a person gave an output item that matches no label (item id, what the reader sees;
 * scripts/ai/tools/unlabelled.ts), or undefined when nobody has judged it: then it is counted as unjudged.
 */
export type Judge = (id: string, text: string) => Verdict | undefined;
const unjudged: Judge = () => undefined;

export async function freshLegalFigures(items: FreshLegal[], log: Log = quiet): Promise<Figure[]> {
  let [tokens, harms, harmed, correct, correctKept, deadlines, found, dated, withDate] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const byKind = { written: [0, 0], dictated: [0, 0] };
  let [typed, differences] = [0, 0];
  for (const item of items) {
    const doc = await runner(item.dictatedOn).formatLegal({
      transcript: item.input,
      documentType: item.documentType,
      caseInfo: { caseNumber: "EV-1" },
      confidentialityLevel: "public",
    });
    // harm: the writer's own words and marks (spoken ones written) lost or made wrong; a pasted
    // text that is already right may not gain a mark either
    const written = item.input === item.reference;
    const h = harmOf(writeSpokenMarks(item.input), doc.formattedDocument, written ? undefined : KEEPS_INPUT);
    tokens += h.tokens;
    harms += h.harms;
    if (h.harms) harmed++;
    for (const s of h.sentences) log(item.id, `harm ${s.lost}/${s.added}: "${s.sentence}" -> "${s.found}"`);
    const kind = byKind[written ? "written" : "dictated"];
    kind[0] += h.tokens;
    kind[1] += h.harms;
    // beside it, how far the document is from what a careful legal secretary would type
    const typist = harmOf(item.reference, doc.formattedDocument);
    [typed, differences] = [typed + typist.tokens, differences + typist.harms];
    if (item.input === item.reference) {
      correct++;
      if (h.harms === 0) correctKept++;
    }
    for (const d of item.deadlines) {
      deadlines++;
      const day = d.due ? new Date(`${d.due}T12:00:00Z`) : undefined;
      const month = day?.toLocaleDateString("en-GB", { month: "long", timeZone: "UTC" }).toLowerCase() ?? "";
      const givesDate = (a: string) => !!day && wordsOf(a).includes(String(day.getUTCDate())) && wordsOf(a).some((w) => month.startsWith(w) && w.length >= 3);
      // of the items that say half the deadline's words, the one that gives its date, then the one
      // that says most of its words (the first of equals): "return the full deposit" is the request
      // to return it by Friday, not the statute's "required to return the deposit ... within 21 days"
      // said before it
      const hit = doc.actionItems
        .map((a) => ({ a, words: overlap(a, d.what) }))
        .filter((c) => c.words >= 0.5)
        .map((c) => ({ a: c.a, score: c.words + (givesDate(c.a) ? 1 : 0) }))
        .reduce<{ a: string; score: number } | undefined>((best, c) => (!best || c.score > best.score ? c : best), undefined)?.a;
      if (hit) found++;
      else log(item.id, `deadline missed: ${d.what} [${doc.actionItems.join(" | ")}]`);
      if (day) {
        dated++;
        if (hit && givesDate(hit)) withDate++;
        else if (hit) log(item.id, `deadline without its date (${d.due}): ${d.what} [${hit}]`);
      }
    }
  }
  return [
    { metric: "harm: the writer's words or marks lost or made wrong, per 100", value: ratio(100 * harms, tokens), n: tokens },
    { metric: "harm per 100: already-punctuated inputs (a mark added counts)", value: ratio(100 * byKind.written[1], byKind.written[0]), n: byKind.written[0] },
    { metric: "harm per 100: dictations (marks where none was said are free)", value: ratio(100 * byKind.dictated[1], byKind.dictated[0]), n: byKind.dictated[0] },
    { metric: "differences from a careful typist's reference per 100 (digits, capitals, marks)", value: ratio(100 * differences, typed), n: typed },
    { metric: "harm: inputs with any harm", value: ratio(harmed, items.length), n: items.length },
    { metric: "already-correct letters unchanged", value: ratio(correctKept, correct), n: correct },
    { metric: "deadlines in action items", value: ratio(found, deadlines), n: deadlines },
    { metric: "dated deadlines with their date", value: ratio(withDate, dated), n: dated },
  ];
}

/** Words that stand for a thing named before ("do the rota for that one"): they name no word a label must have. */
const STANDS_FOR = new Set(["one", "ones", "it", "them", "that", "this", "those", "these"]);

/** The content words of what a task acts on, past its verb, without words that stand for a thing named before. */
function shorterObject(task: string): string[] {
  return contentStems(task.split(/\s+/).slice(1).join(" ")).filter((w) => !STANDS_FOR.has(w));
}

/** Verbs that name no work of their own ("take the hampers", "sort the rota"): they may stand for the label's verb. */
const LIGHT_VERBS = new Set(["do", "sort", "take", "have", "handle"].map(stemOf));

/**
 * An action item is its label said in fewer words: the same owner, its verb a word of the label or a verb that names no
 * work of its own ("Take the hampers" for "coordinate the christmas hampers"; not "Cancel the booking" for "confirm the
 * booking"), and what it acts on at least one noun, every content word of it in the label (not "Order more", "Pick her up").
 */
export function shorterWording(item: { task: string; assignee?: string }, label: { task: string; owner?: string }): boolean {
  if (!item.assignee || item.assignee !== label.owner) return false;
  const words = wordsOf(item.task);
  const labelStems = contentStems(label.task);
  const verb = stemOf(words[0] ?? "");
  if (!LIGHT_VERBS.has(verb) && !labelStems.includes(verb)) return false;
  const object = shorterObject(item.task);
  // (tagged in a sentence, "I will take the hampers"; a word after a determiner is a thing too, whatever its tag)
  const tags = tagWords(["i", "will", ...words]).slice(2).map((x) => x[0] ?? "");
  const nouns = words.filter((w, k) => k > 0 && !STANDS_FOR.has(w) && (/^(?:NOUN|PROPN)$/.test(tags[k]) || tags[k - 1] === "DET"));
  return nouns.length > 0 && object.length > 0 && object.every((w) => labelStems.includes(w));
}

const FILLERS = new Set(["um", "uh", "er", "erm", "ah", "hmm", "mm", "uhm"]);

/** How one action item given was judged: the label it matched (if any), and what of it is wrong or unlabelled. */
export type MeetingVerdict = {
  item: FreshMeeting;
  output: MeetingMinutes["actionItems"][number];
  label?: FreshMeeting["actions"][number];
  /** Counted as harm: a status or decision listed, an owner or day given that is not the label's. */
  wrong: boolean;
  /** Matches a status update or decision and no action. */
  status: boolean;
  /** Matches no label at all (no action, status update or decision); then `judgement` is a person's verdict, if given. */
  unlabelled: boolean;
  judgement?: Verdict;
};

export async function freshMeetingFigures(items: FreshMeeting[], log: Log = quiet, judged?: (v: MeetingVerdict) => void, judge: Judge = unjudged): Promise<Figure[]> {
  let [expected, matched, ownerRight, dueExpected, dueRight, complete, produced, harmful, words, lost] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  // items that match no label: listed, judged chatter (counted as harm), not judged yet
  const noLabel = noUnlabelled();
  // the wrong items by kind, so a held-out set's totals say where its harm is without showing an item
  let [statusListed, ownerWrong, dayWrong] = [0, 0, 0];
  for (const item of items) {
    const m = await runner(item.meetingDate).processMeeting({ transcript: item.transcript, meetingTitle: item.meetingTitle, participants: item.participants, meetingDate: item.meetingDate });
    // each output goes to the label it matches best (best pairs first), so an item that shares
    // words with two labels is judged against the one it is ("Conference abstract due", not "draft the abstract")
    // (two labels matched equally well: the one whose owner and day the item has)
    const agrees = (o: (typeof m.actionItems)[number], a: FreshMeeting["actions"][number]) => Number((o.assignee ?? "") === (a.owner ?? "")) + Number((o.dueDate ?? "") === (a.due ?? ""));
    const pairs = item.actions
      .flatMap((a, j) => m.actionItems.map((o, k) => ({ j, k, score: overlap(o.task, a.task), agree: agrees(o, a) })))
      .filter((p) => p.score >= 0.5);
    pairs.sort((x, y) => y.score - x.score || y.agree - x.agree || x.j - y.j || x.k - y.k);
    const labelOf = new Map<number, number>();
    const outputOf = new Map<number, number>();
    for (const p of pairs) {
      if (labelOf.has(p.k) || outputOf.has(p.j)) continue;
      labelOf.set(p.k, p.j);
      outputOf.set(p.j, p.k);
    }
    // then an item left over that is a label said in fewer words: the same owner, and every word of what it acts on in
    // the label ("Brenda: Take the hampers" is "Brenda: coordinate the christmas hampers"), when one label of that owner
    // fits and that label fits no other item left over
    const fits = (k: number, j: number) => shorterWording(m.actionItems[k], item.actions[j]);
    const leftLabels = item.actions.map((_, j) => j).filter((j) => !outputOf.has(j));
    const leftOutputs = m.actionItems.map((_, k) => k).filter((k) => !labelOf.has(k));
    for (const k of leftOutputs) {
      const labels = leftLabels.filter((j) => !outputOf.has(j) && fits(k, j));
      if (labels.length !== 1 || leftOutputs.filter((x) => x !== k && !labelOf.has(x) && fits(x, labels[0])).length) continue;
      labelOf.set(k, labels[0]);
      outputOf.set(labels[0], k);
      log(item.id, `paired by owner and words: ${m.actionItems[k].assignee}: ${m.actionItems[k].task} = ${item.actions[labels[0]].task}`);
    }
    const used = new Set(labelOf.keys());
    for (const [j, a] of item.actions.entries()) {
      expected++;
      const k = outputOf.get(j);
      if (k === undefined) {
        log(item.id, `action missed: ${a.owner ?? "-"}: ${a.task} (${a.due ?? ""})`);
        continue;
      }
      matched++;
      const o = m.actionItems[k];
      const owner = (o.assignee ?? "") === (a.owner ?? "");
      const due = (o.dueDate ?? "") === (a.due ?? "");
      if (owner) ownerRight++;
      if (a.due) dueExpected++;
      if (a.due && due) dueRight++;
      if (owner && due) complete++;
      if (!owner || !due) log(item.id, `action "${a.task}": owner ${o.assignee ?? "-"} vs ${a.owner ?? "-"}, due ${o.dueDate ?? "-"} vs ${a.due ?? "-"}`);
    }
    m.actionItems.forEach((o, k) => {
      produced++;
      const j = labelOf.get(k);
      const a = j !== undefined ? item.actions[j] : item.actions.find((x) => overlap(o.task, x.task) >= 0.5);
      const status = !used.has(k) && [...item.statusUpdates, ...item.decisions].some((s) => overlap(s, o.task) >= 0.5);
      const wrong = a ? (o.assignee ?? "") !== (a.owner ?? "") && Boolean(o.assignee) || (Boolean(o.dueDate) && o.dueDate !== a.due) : status;
      if (wrong) {
        harmful++;
        if (!a) statusListed++;
        else if ((o.assignee ?? "") !== (a.owner ?? "") && o.assignee) ownerWrong++;
        else dayWrong++;
        log(item.id, `harmful item: ${o.assignee ?? "-"}: ${o.task} (${o.dueDate ?? ""})`);
      }
      const unlabelled = !a && !status;
      const judgement = unlabelled ? judge(item.id, meetingItemText(o.task)) : undefined;
      if (unlabelled) {
        countUnlabelled(noLabel, judgement);
        log(item.id, `unlabelled item (${judgement ?? "unjudged"}): ${o.assignee ?? "-"}: ${o.task} (${o.dueDate ?? ""})`);
      }
      judged?.({ item, output: o, label: a, wrong, status, unlabelled, judgement });
    });
    // the words said, spoken punctuation ("period", "new paragraph") already written as marks
    const have = new Set(wordsOf(m.transcript));
    for (const w of wordsOf(writeSpokenMarks(item.transcript))) {
      if (FILLERS.has(w)) continue;
      words++;
      if (!have.has(w)) lost++;
    }
  }
  return [
    // what a reader meets: the labels' wrong items and the unlabelled ones judged chatter (tests/fixtures/ai/judged-unlabelled.ts)
    { metric: "harm: action items wrong (a status update or decision, wrong owner or date, or judged chatter)", value: ratio(harmful + noLabel.chatter, produced), n: produced },
    // by the labels alone (an item that matches no label counted harmless), as scored before the judgements
    { metric: "harm: action items wrong (a status update or decision, wrong owner or date)", value: ratio(harmful, produced), n: produced },
    { metric: "harm: transcript words lost per 100", value: (100 * lost) / words, n: words },
    { metric: "actions found", value: ratio(matched, expected), n: expected },
    { metric: "actions found with owner and due date right", value: ratio(complete, expected), n: expected },
    { metric: "found actions: owner right", value: ratio(ownerRight, matched), n: matched },
    { metric: "found actions due on a day: date right", value: ratio(dueRight, dueExpected), n: dueExpected },
    { metric: "wrong items by kind: a status update or decision listed", value: ratio(statusListed, produced), n: produced },
    { metric: "wrong items by kind: an owner who was not given the task", value: ratio(ownerWrong, produced), n: produced },
    { metric: "wrong items by kind: a day that was not said for it (owner right)", value: ratio(dayWrong, produced), n: produced },
    { metric: "wrong items by kind: judged chatter (matches no label)", value: ratio(noLabel.chatter, produced), n: produced },
    { metric: "listed items matching no label (count)", value: noLabel.listed, n: produced, count: true },
    { metric: "unjudged unlabelled items (count; judge them in tests/fixtures/ai/judged-unlabelled.ts)", value: noLabel.unjudged, n: produced, count: true },
  ];
}

const sameTerm = (a: string, b: string) => containsPhrase(a, b) || containsPhrase(b, a);
const exactTerm = (a: string, b: string) => contentStems(a).join(" ") === contentStems(b).join(" ");
/** The one of `list` that is `term`: the same words first, else one holding the other ("past consideration" is not "consideration" when both are there). */
function termMatch<T>(list: readonly T[], term: string, of: (x: T) => string): T | undefined {
  return list.find((x) => exactTerm(of(x), term)) ?? list.find((x) => sameTerm(of(x), term));
}

/** One set of lecture notes judged: for each key term and each question, whether the harm scorer counts it wrong. */
export type LectureVerdict = {
  item: FreshLecture;
  notes: LectureNotes;
  termWrong: boolean[];
  questionWrong: boolean[];
  /** For each key term: matches no defined, stressed or example term; and a person's verdict on it, if given. */
  termUnlabelled: boolean[];
  termJudgement: Array<Verdict | undefined>;
};

export async function freshLectureFigures(items: FreshLecture[], log: Log = quiet, judged?: (v: LectureVerdict) => void, judge: Judge = unjudged): Promise<Figure[]> {
  let [defined, listed, definedRight, stressed, stressedListed, homework, quoted, outputs, harmful] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  // key terms that match no label: listed, judged chatter (counted as harm), not judged yet
  let terms = 0;
  const noLabel = noUnlabelled();
  // the wrong outputs by kind (totals say where a held-out set's harm is without showing an item)
  let [exampleTerms, otherDefinitions, exampleQuestions] = [0, 0, 0];
  for (const item of items) {
    const notes = await runner("2027-03-09").processLecture({ transcript: item.transcript, courseTitle: item.courseTitle, lecturerName: item.lecturer });
    for (const d of item.definedTerms) {
      defined++;
      const k = termMatch(notes.keyTerms, d.term, (t) => t.term);
      if (k) listed++;
      if (k?.definition && overlap(k.definition, d.definition) >= 0.6) definedRight++;
      else log(item.id, `definition of "${d.term}": ${k ? `"${k.definition ?? "none"}"` : "term not listed"}`);
    }
    for (const s of item.stressedTerms) {
      stressed++;
      if (notes.keyTerms.some((t) => sameTerm(t.term, s))) stressedListed++;
      else log(item.id, `stressed term not listed: ${s}`);
    }
    if (item.homework) {
      homework++;
      // in the notes a student reads (the full notes below them hold every word anyway)
      if (containsPhrase(notes.formattedNotes.split("## Full notes")[0], item.homework)) quoted++;
      else log(item.id, `homework not quoted: ${item.homework}`);
    }
    // harm: an example's noun as a key term or a question's subject, a definition not the lecture's
    const isNotTerm = (text: string) => item.notTerms.some((n) => containsPhrase(text, n));
    const verdict: LectureVerdict = { item, notes, termWrong: [], questionWrong: [], termUnlabelled: [], termJudgement: [] };
    for (const t of notes.keyTerms) {
      outputs++;
      terms++;
      const none = !termMatch(item.definedTerms, t.term, (d) => d.term) && !item.stressedTerms.some((s) => sameTerm(t.term, s)) && !isNotTerm(t.term);
      const judgement = none ? judge(item.id, lectureItemText(t.term, t.definition)) : undefined;
      verdict.termUnlabelled.push(none);
      verdict.termJudgement.push(judgement);
      if (none) {
        countUnlabelled(noLabel, judgement);
        log(item.id, `unlabelled term (${judgement ?? "unjudged"}): ${t.term} = ${t.definition ?? ""}`);
      }
      // (the label of that term, or of a longer one holding it: "b horizon" or "first species" is a
      // kind of its own, with its own definition, not the labelled "horizon" or "species")
      const def = item.definedTerms.find((d) => exactTerm(d.term, t.term)) ?? item.definedTerms.find((d) => containsPhrase(d.term, t.term));
      // wrong: most of its words are not the lecturer's definition ("another related idea" -> "The endowment effect")
      const wrongDefinition = Boolean(t.definition) && Boolean(def) && overlap(def?.definition ?? "", t.definition ?? "") < 0.5;
      verdict.termWrong.push(isNotTerm(t.term) || wrongDefinition);
      if (isNotTerm(t.term) || wrongDefinition) {
        harmful++;
        if (isNotTerm(t.term)) exampleTerms++;
        else otherDefinitions++;
        log(item.id, `harmful term: ${t.term} = ${t.definition ?? ""}`);
      }
    }
    for (const q of notes.questions) {
      outputs++;
      verdict.questionWrong.push(isNotTerm(q));
      if (isNotTerm(q)) {
        harmful++;
        exampleQuestions++;
        log(item.id, `harmful question: ${q}`);
      }
    }
    judged?.(verdict);
  }
  return [
    // what a reader meets: the labels' wrong outputs and the unlabelled key terms judged chatter (tests/fixtures/ai/judged-unlabelled.ts)
    { metric: "harm: key terms or questions wrong (an example's noun, a definition not the lecture's, or judged chatter)", value: ratio(harmful + noLabel.chatter, outputs), n: outputs },
    // by the labels alone (a term that matches no label counted harmless), as scored before the judgements
    { metric: "harm: key terms or questions wrong (an example's noun, a definition not the lecture's)", value: ratio(harmful, outputs), n: outputs },
    { metric: "defined terms listed", value: ratio(listed, defined), n: defined },
    { metric: "defined terms with the lecture's definition", value: ratio(definedRight, defined), n: defined },
    { metric: "stressed terms listed", value: ratio(stressedListed, stressed), n: stressed },
    { metric: "homework quoted word for word", value: ratio(quoted, homework), n: homework },
    { metric: "wrong outputs by kind: an example's noun as a key term", value: ratio(exampleTerms, outputs), n: outputs },
    { metric: "wrong outputs by kind: a definition that is not the lecture's", value: ratio(otherDefinitions, outputs), n: outputs },
    { metric: "wrong outputs by kind: a question about an example's noun", value: ratio(exampleQuestions, outputs), n: outputs },
    { metric: "wrong outputs by kind: a key term judged chatter (matches no label)", value: ratio(noLabel.chatter, outputs), n: outputs },
    { metric: "listed key terms matching no label (count)", value: noLabel.listed, n: terms, count: true },
    { metric: "unjudged unlabelled key terms (count; judge them in tests/fixtures/ai/judged-unlabelled.ts)", value: noLabel.unjudged, n: terms, count: true },
  ];
}

export async function freshBrainstormFigures(items: FreshBrainstorm[], log: Log = quiet): Promise<Figure[]> {
  let [ideas, kept, apart, words, lost, starters, offered, talkWords, talkLost] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const item of items) {
    // written as the Brainstorm page writes what it hears, one phrase at each pause
    const transcript = writePhrases(item.phrases);
    const ai = runner("2027-03-09");
    // (with the phrases, as the Brainstorm page sends what the recogniser heard at each pause; EVAL_NO_PHRASES=1 leaves them out)
    const analysis = await ai.analyzeBrainstorm({ transcript, marksWritten: true, prompt: item.topic, ...(process.env.EVAL_NO_PHRASES ? {} : { phrases: item.phrases }) });
    const points = analysis.structure?.outline.flatMap((s) => s.points) ?? [];
    const holds = (p: string, idea: FreshBrainstorm["ideas"][number]) => idea.keywords.every((k) => overlap(p, k) === 1);
    for (const idea of item.ideas) {
      ideas++;
      const home = points.filter((p) => holds(p, idea));
      if (home.length) kept++;
      else log(item.id, `idea not whole in the outline: ${idea.keywords.join(", ")}`);
      // its own point: not run together with another spoken idea
      if (home.some((p) => item.ideas.every((other) => other === idea || !holds(p, other)))) apart++;
      else if (home.length) log(item.id, `idea shares its point: ${idea.keywords.join(", ")} in "${home[0]}"`);
    }
    const have = new Set(contentStems(points.join(" ")));
    // hesitation sounds ("um", "uh") are no words of the idea, as in the meeting's count
    const missing: string[] = [];
    for (const s of contentStems(wordsOf(transcript).filter((w) => !FILLERS.has(w)).join(" "))) {
      words++;
      if (!have.has(s)) {
        lost++;
        missing.push(s);
      }
    }
    if (missing.length) log(item.id, `words missing from the outline: ${missing.join(" ")}`);
    // the same, with the floor-holding words a phrase opens with ("okay so", "right", "yeah") and
    // "you know" as fillers too: words of talk, not of any idea
    const spoken = item.phrases.map((p) => p.replace(/^(?:(?:okay|ok|right|yeah|well|so|um|uh|er|erm)\b[,]?\s*)+/i, "").replace(/\byou know\b/gi, ""));
    const talk = writePhrases(spoken);
    for (const s of contentStems(wordsOf(talk).filter((w) => !FILLERS.has(w)).join(" "))) {
      talkWords++;
      if (!have.has(s)) talkLost++;
    }
    const { starters: offeredIdeas } = await ai.brainstormStarters({ topic: item.topic });
    // the four shown first (the prompt's follow-ups are starters 2-4)
    for (const s of offeredIdeas.slice(0, 4)) {
      starters++;
      // an idea adds something: not a question, and more than the topic's own words
      const extra = contentStems(s).filter((w) => !contentStems(item.topic).includes(w));
      if (!/\?\s*$/.test(s) && extra.length >= 3) offered++;
      else log(item.id, `Generate Ideas gave no idea: ${s}`);
    }
  }
  return [
    { metric: "harm: spoken content words missing from the outline per 100", value: (100 * lost) / words, n: words },
    { metric: "harm: the same, a phrase's opening 'okay', 'right', 'yeah' and 'you know' counted as fillers", value: (100 * talkLost) / talkWords, n: talkWords },
    { metric: "ideas kept whole in one outline point", value: ratio(kept, ideas), n: ideas },
    { metric: "ideas in a point of their own", value: ratio(apart, ideas), n: ideas },
    { metric: "Generate Ideas: first four suggestions that are ideas", value: ratio(offered, starters), n: starters },
  ];
}
