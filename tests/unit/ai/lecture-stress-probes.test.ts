// Probes a review wrote against the "one word said once near a cue" rule and the homework cue:
// content a lecturer asks the room to attend to is no homework, and a one-word term the cue's own
// words go on to name ("make sure you know X", "the key word here is X", "the word you want is X")
// is listed though said once.
import { processLecture } from "@/lib/ai/local/lecture";
import { CONFIDENCE_GATE } from "@/lib/ai/local/lecture-confidence";

// Gate off: these tests are about the rules' decisions (which cue names what, where a definition ends), before the confidence gate.
CONFIDENCE_GATE.on = false;

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Notes", lecturerName: "Dr Okafor" });
const termsOf = (transcript: string) => notesOf(transcript).keyTerms.map((t) => t.term.toLowerCase());
const homeworkOf = (transcript: string) => notesOf(transcript).mainPoints.filter((p) => /^Homework/.test(p));

describe("what a lecturer asks the room to attend to is no homework", () => {
  it.each([
    [
      "okay so today the primary survey which is the quick check you do on every trauma patient when a patient comes in your first task is to check the airway is open and then you look at breathing and then circulation a blocked airway kills faster than anything else so the airway always comes first then disability which is a quick check of consciousness and last exposure where you look the whole body over for injuries",
      ["airway", "blocked airway", "circulation", "exposure", "disability", "primary survey"],
    ],
    [
      "right contract law today an offer is a definite promise to be bound on certain terms please listen to this bit carefully because people get it wrong every year an offer has to be accepted exactly as it stands if the other side changes the terms that is a counter offer and a counter offer kills the original offer so the original offer can no longer be accepted",
      ["offer", "counter offer", "original offer"],
    ],
    [
      "okay statistics today the mean median and mode your main task in any data question is to decide which average fits the data because outliers drag the mean towards them an outlier is a value far from the rest of the data so when there are outliers use the median the median is the middle value when the data are put in order",
      ["outliers", "median"],
    ],
  ])("no homework, every term kept: %#", (transcript, kept) => {
    expect(homeworkOf(transcript)).toEqual([]);
    const terms = termsOf(transcript);
    expect(kept.filter((k) => !terms.includes(k))).toEqual([]);
  });
});

describe("work set for a time or on a recording is homework", () => {
  it.each([
    ["right recursion today a recursive function is one that calls itself so test your code right your lab task for this week is to write a recursive function that adds up the digits of a number", "Your lab task for this week"],
    ["okay cadences today a perfect cadence is chord five to chord one okay for practice this week please listen to the three pieces on the playlist and write down every cadence you can hear", "Please listen to the three pieces on the playlist"],
  ])("%s", (transcript, quoted) => {
    expect(homeworkOf(transcript).join(" ")).toContain(quoted);
  });

  it("a part of the lecture to listen to is not", () => {
    expect(homeworkOf("okay so please listen to the next bit on the recording of last year because it matters an offer is a promise")).toEqual([]);
  });
});

describe("a one-word term the cue goes on to name is listed though said once", () => {
  it.each([
    ["make sure you know homeostasis it is the way the body keeps its internal conditions stable like temperature and blood sugar", "homeostasis"],
    ["right public health today outbreaks make sure you know containment it means stopping a disease spreading beyond the place it started", "containment"],
    ["right public health today outbreaks make sure you understand containment it means stopping a disease spreading beyond the place it started", "containment"],
    ["okay thermodynamics so the key word here is entropy and you can think of it roughly as how spread out the energy is in a system and it always goes up in an isolated system", "entropy"],
    ["right public health today outbreaks the key word here is containment and it means stopping a disease spreading beyond the place it started", "containment"],
    ["right public health today outbreaks the word you want is containment and it means stopping a disease spreading beyond the place it started", "containment"],
    ["okay digestion today food is pushed along the gut by waves of muscle and the word you want is peristalsis and it happens all the way from the throat to the bowel", "peristalsis"],
  ])("%s", (transcript, term) => {
    expect(termsOf(`right biology today how the body works ${transcript}`)).toContain(term);
  });

  const roomAndTerm = "okay biology today make sure you know where the lab is because we meet there on friday and the word you want is peristalsis which pushes food along the gut";

  it("beside a word of the room", () => {
    expect(termsOf(roomAndTerm)).toContain("peristalsis");
  });

  // Known miss: "lab", said once beside "make sure you", is still listed (see the note in docs/ai.md).
  it.failing("lists no word of the room the cue does not name (known miss)", () => {
    expect(termsOf(roomAndTerm).filter((t) => /\blab\b|friday/.test(t))).toEqual([]);
  });
});
