// The automatic fix after speech sends only the paragraphs that changed since its last run, not
// the whole document each time (a long document would cost budget and time after every phrase).
import { AutoEnhancer, changedParagraphs } from "@/lib/speech/auto-enhance";

function setup(initial: string) {
  let content = initial;
  const sent: string[] = [];
  let run: () => void = () => {};
  const enhancer = new AutoEnhancer({
    read: () => content,
    enhance: async (text) => {
      sent.push(text);
      return text.charAt(0).toUpperCase() + text.slice(1).replace(/([a-z])$/, "$1.");
    },
    apply: (_before, after) => void (content = after),
    timers: { setTimeout: (fn) => ((run = fn), 1), clearTimeout: () => {} },
  });
  const speakAndWait = async (next: string) => {
    content = next;
    enhancer.schedule();
    run();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, speakAndWait, text: () => content };
}

describe("automatic fix after speech", () => {
  it("sends only the changed paragraph after the first run, and splices the answer in", async () => {
    const longStart = "first paragraph stays as it is\nsecond paragraph";
    const t = setup(longStart);
    await t.speakAndWait(longStart);
    expect(t.sent).toEqual([longStart]); // the first run knows no earlier text: all of it
    const settled = t.text();
    await t.speakAndWait(`${settled}\nthird paragraph spoken now`);
    expect(t.sent[1]).toBe("third paragraph spoken now");
    expect(t.text()).toBe(`${settled}\nThird paragraph spoken now.`);
  });

  it("widens a change in the middle to its whole line", () => {
    const before = "one\ntwo three\nfour";
    const now = "one\ntwo and three\nfour";
    const { start, end } = changedParagraphs(before, now);
    expect(now.slice(start, end)).toBe("two and three");
    expect(changedParagraphs("same", "same")).toEqual({ start: 4, end: 4 });
  });
});
