// The automatic fix after speech sends only the sentence just dictated, never the whole document
// (a long document would cost budget and time after every phrase, and earlier sentences the
// person already accepted must not change under them).
import { AutoFix, dictatedSentences } from "@/lib/speech/auto-fix";

function setup(initial: string) {
  let content = initial;
  const sent: string[] = [];
  let run: () => void = () => {};
  const enhancer = new AutoFix({
    read: () => content,
    enhance: async (text) => {
      sent.push(text);
      return text.charAt(0).toUpperCase() + text.slice(1).replace(/([a-z])$/, "$1.");
    },
    apply: (_before, after) => void (content = after),
    timers: { setTimeout: (fn) => ((run = fn), 1), clearTimeout: () => {} },
  });
  const speakAndWait = async (next: string) => {
    const before = content;
    content = next;
    enhancer.schedule(before);
    run();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, speakAndWait, text: () => content };
}

describe("automatic fix after speech", () => {
  it("sends only what was just dictated, even the first time, and splices the answer in", async () => {
    const longStart = "first paragraph stays as it is\nsecond paragraph";
    const t = setup(longStart);
    await t.speakAndWait(`${longStart}\nthird paragraph spoken now`);
    expect(t.sent).toEqual(["third paragraph spoken now"]);
    expect(t.text()).toBe(`${longStart}\nThird paragraph spoken now.`);
  });

  it("widens a change in the middle to its whole sentence, no further", () => {
    const before = "One. Two three. Four";
    const now = "One. Two and three. Four";
    const { start, end } = dictatedSentences(before, now);
    expect(now.slice(start, end)).toBe("Two and three.");
    expect(dictatedSentences("same", "same")).toEqual({ start: 4, end: 4 });
  });
});
