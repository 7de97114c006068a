// Closed-class English word lists used by the rule-based engine. Sets of lower-case words.

export const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/));

/** Sounds that carry no meaning in dictation. "you know" is handled separately (it can be content). */
export const FILLERS = words("um umm ummm uh uhh uhm er erm hmm hm mm mmm mhm");

/** Subject pronouns that almost always start a clause. */
export const STRONG_SUBJECTS = words(`
  i we they he she i'm i've i'll i'd we're we've we'll we'd they're they've they'll they'd
  he's he'll he'd she's she'll she'd it's that's there's here's what's who's let's
  im ive ill id were weve theyre theyve youre youve
`);
// "ill", "id", "were" are excluded again below: as plain words they are common.
for (const w of ["ill", "id", "were"]) STRONG_SUBJECTS.delete(w);

/** Subjects that are also common objects: they start a clause only when a verb follows. */
export const WEAK_SUBJECTS = words(`
  you it this that these those there everyone everybody someone somebody nobody nothing
  everything something anyone anybody none you're you've you'll you'd it'll
`);

/** The personal pronouns that stand as a clause's subject for people ("we discussed", "I'm off on the 17th"), never a thing. */
export const PERSON_SUBJECTS = words("i we you he she they");

export const OBJECT_PRONOUNS = words("me him her us them it you myself yourself himself herself ourselves themselves itself");

export const AUXILIARIES = words(`
  am is are was were be been being do does did have has had will would shall should can could may might must
  don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't isn't aren't wasn't weren't haven't
  hasn't hadn't mustn't mightn't shan't dont doesnt didnt cant couldnt wouldnt shouldnt isnt arent wasnt
  werent havent hasnt hadnt
`);

/** Auxiliaries that open a yes/no question when a subject pronoun follows. */
export const QUESTION_AUXILIARIES = words(`
  do does did can could would will should shall is are was were have has may might
  don't doesn't didn't can't couldn't won't wouldn't shouldn't isn't aren't wasn't weren't haven't hasn't
`);

export const QUESTION_SUBJECTS = words("you we i they he she it there anyone anybody everyone someone somebody everybody");

export const WH_WORDS = words("what why how where when who which whose whom");

/** Words a sentence cannot end on (the phrase is always unfinished). */
export const NO_END = words(`
  the a an my your our their its every each whose
  to of for from with into onto upon at by about than as like between among within without during toward towards
  and or but nor so because if although though unless whether while whereas until till since
  very really quite rather just not never even also too
  want wants wanted need needs let gonna wanna gotta trying
  mr mrs ms dr prof please
`);
// Words from NO_END that can end a sentence after all in common speech.
export const CAN_END_ANYWAY = words("too so about by");

/** Determiner-like words that can close a sentence as pronouns ("from one place to another"). */
export const PRONOMINAL_DETERMINERS = words("another this that these those all both some any none either neither enough more less most much many few one each");

/** Family words used like names ("Mum says ...", "ask Dad"): subjects, capitalised without a determiner. */
export const FAMILY_NAMES = words("mum mom dad mummy mommy daddy grandma grandpa granny grandad granddad nana nan gran");

/** Time nouns that make an opening phrase ("one night", "after lunch"). */
export const TIME_NOUNS = words(`
  night day morning afternoon evening week weekend month year time summer winter spring autumn fall lunch
  breakfast dinner school work class today tomorrow yesterday
`);

/** Verbs that open instructions ("Mix the flour", "Click the link"). */
export const IMPERATIVE_VERBS = words(`
  add mix pour bake stir put take turn keep go click press enter choose select open close wash rub rinse dry cut chop
  place remove check make let try use look hold wait call send bring ask tell give read write fill sign leave follow
  find pick set cook heat serve boil melt cover save type scroll tap log install download plug switch store remember
  note see visit contact email ring book pay print attach apply avoid preheat beat whisk fold season drain slice
  peel grate spread sprinkle insert connect restart unplug wipe clean brush pack pull push lift lower raise lock
  unlock sit stand walk run cross drive stop start fetch return repeat practise practice listen speak say sign
`);

/**
 * Factive verbs of knowing, the last word of a request to know a fact ("please note that ...", "be
 * aware that ...", "bear in mind that ..."): the clause after "that" is given as true, not asked for.
 */
export const FACTIVE_PREDICATES = words("note aware advised mind remember understand appreciate realise realize");

/** Words that show a reduced relative clause follows ("the best holiday | we have ever had"). */
export const RELATIVE_HEADS = words("best worst only first last same biggest greatest most least kind sort way reason one ones");

/** Time nouns proper: "this morning", "next week" are adverbs, never subjects. */
export const PURE_TIME_NOUNS = words("night day morning afternoon evening week weekend month year time summer winter spring autumn fall today tomorrow yesterday");

/** Verb particles that may end a sentence after a verb or pronoun ("turn it off", "we wrapped up"). */
export const PARTICLES = words("up out off down back away over in on around through along home");

/** Verbs whose complement is often a clause: no sentence break right after them. */
export const COMPLEMENT_VERBS = words(`
  think thinks thought know knows knew guess guessed believe believes believed hope hopes hoped say says said
  tell tells told mean means meant feel feels felt suppose supposed realise realize realised realized
  understand understood remember remembered forget forgot wish wished bet notice noticed hear heard see saw
  find found decide decided agree agreed sure afraid glad worried imagine expect expected assume doubt
  suggest suggested explain explained promise promised reckon learn learned learnt discover discovered show
  shows showed claim claims claimed argue argues argued mention mentioned admit admitted ensure ask asked
  wonder wondering wondered is was are were seems seemed means
  sorry afraid glad surprised pleased aware certain confident disappointed proud amazed grateful thankful shocked
  relieved convinced called named known termed considered described defined
`);

/** Time and place words that commonly close a clause. */
export const CLAUSE_END_ADVERBS = words(`
  yesterday today tomorrow tonight now later again too already here there home away yet instead though
  anyway ago soon earlier first last before after afterwards everywhere somewhere online outside inside
  upstairs downstairs together well either lately recently
`);

/** Words that open a sentence in speech ("so", "then", "also" ...), weighted in the boundary scorer. */
export const DISCOURSE_STARTERS: Record<string, number> = {
  however: 2.5, anyway: 2, also: 1.5, then: 1.5, now: 1, so: 1.5, okay: 2, ok: 2, alright: 2, well: 1,
  yes: 1.5, yeah: 1.5, no: 0.5, first: 1.5, firstly: 2, secondly: 2, thirdly: 2, finally: 2, lastly: 2,
  next: 1, meanwhile: 2, therefore: 2, unfortunately: 2, fortunately: 2, luckily: 2, eventually: 1.5,
  basically: 2, actually: 1, honestly: 1.5, maybe: 1, perhaps: 1.5, please: 2, thanks: 2.5, sorry: 1,
  great: 1, right: 1, overall: 2, besides: 1.5, furthermore: 2.5, moreover: 2.5, additionally: 2.5,
  otherwise: 1, instead: 1, hopefully: 1.5, obviously: 1.5, clearly: 1, personally: 1.5, sadly: 1.5,
  suddenly: 1.5, surprisingly: 2, interestingly: 2, amazingly: 2, thankfully: 2, nobody: 1.5, everyone: 1.5, everybody: 1.5, someone: 1, somebody: 1, most: 0.5,
};

/** Introductory words followed by a comma at the start of a sentence. */
export const INTRO_COMMA_WORDS = words(`
  however anyway okay ok alright well yes yeah no firstly secondly thirdly finally lastly meanwhile therefore
  unfortunately fortunately luckily basically honestly overall besides furthermore moreover additionally
  otherwise obviously clearly personally sadly surprisingly interestingly consequently nevertheless
  nonetheless incidentally importantly ultimately first second third
`);

/** Multi-word introductory phrases followed by a comma. */
export const INTRO_COMMA_PHRASES = [
  "for example", "for instance", "in fact", "of course", "by the way", "in addition", "on the other hand",
  "in conclusion", "to be honest", "as a result", "in other words", "after all", "first of all",
  "in the end", "at the same time", "in summary", "to sum up", "to be fair", "on the whole", "all in all",
].map((p) => p.split(" "));

/** Subordinators that open a fronted clause ("If it rains, we can ..."). */
export const FRONTED_SUBORDINATORS = words(`
  if when whenever because although though while once unless since after before as whereas until
`);

/** Greetings that take a comma after the greeting and the name ("Hi Sarah, ..."). */
export const GREETINGS = words("hi hello hey dear morning afternoon evening");

export const TITLES: Record<string, string> = {
  mr: "Mr", mrs: "Mrs", ms: "Ms", miss: "Miss", dr: "Dr", prof: "Prof", professor: "Professor", sir: "Sir",
  aunt: "Aunt", uncle: "Uncle", auntie: "Auntie", judge: "Judge", justice: "Justice", lord: "Lord",
  lady: "Lady", captain: "Captain", father: "Father", sister: "Sister", reverend: "Reverend", doctor: "Doctor",
  "mr.": "Mr.", "mrs.": "Mrs.", "ms.": "Ms.", "dr.": "Dr.", "prof.": "Prof.",
};
// No prototype: a dictated "constructor" or "__proto__" must look up nothing, not Object's own members.
Object.setPrototypeOf(TITLES, null);
/** Titles that are also common nouns: capitalised only when a known name follows. */
export const AMBIGUOUS_TITLES = words("aunt uncle auntie judge justice lord lady captain father sister miss sir professor doctor");

/** Tag questions that turn a statement into a question ("..., right?"). */
export const TAG_QUESTIONS = [
  ["right"], ["isn't", "it"], ["aren't", "they"], ["don't", "you", "think"], ["doesn't", "it"], ["won't", "it"],
  ["wasn't", "it"], ["didn't", "you"], ["isn't", "that", "right"], ["can't", "we"], ["shall", "we"], ["ok"], ["okay"],
];

export const STOPWORDS = words(`
  a about above after again against all am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers
  herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on
  once only or other our ours ourselves out over own same she should so some such than that the their theirs them
  themselves then there these they this those through to too under until up very was we were what when where which
  while who whom why will with would you your yours yourself yourselves also get got go going gone really thing
  things lot lots like well yeah yes okay ok let us can't don't won't it's i'm we're they're that's there's
  say said says tell told know think thought want way make made much many one two three first last next new
  good great right need needs see look come came put take took give gave use used
`);

/** Grammar words only (no nouns or adjectives): articles, pronouns, prepositions, conjunctions, auxiliaries. */
export const FUNCTION_WORDS = words(`
  a an the this that these those my your his her its our their me him us them i you he she it we they
  about above after against at before below between by during for from in into of off on onto out over through to
  toward towards under until up upon with within without and but or nor so yet if because although though while
  whereas unless since as than whether which who whom whose what when where why how
  am is are was were be been being do does did doing have has had having will would shall should can could may might must
  not no also just very really too only even still then there here
`);

/** Coordinating conjunctions that take a comma before an independent clause. */
export const CLAUSE_CONJUNCTIONS = words("but so yet and or");
