/**
 * @jest-environment jsdom
 */
// The editing commands said aloud, carried out on what the editor lends them: the document's own
// actions (caret, copy, paste, save...) before the Proofread tools' (undo, read back, correct, choose).
import { runVoiceActions, type ProofreadVoiceTarget, type VoiceActionTarget } from "@/components/editor/voice-action-runs";
import type { ProofreadItem } from "@/components/editor/proofread/proofread-items";
import { toast } from "@/lib/toast";

jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));

function setup(text: string, proofread: Partial<ProofreadVoiceTarget> = {}) {
  const area = document.createElement("textarea");
  area.value = text;
  document.body.append(area);
  const calls: string[] = [];
  const state = { text };
  const target: VoiceActionTarget = {
    textarea: () => area,
    read: () => state.text,
    edit: (change) => {
      calls.push("edit");
      state.text = change.content ?? state.text;
      area.value = state.text;
    },
    save: () => calls.push("save"),
    copied: { current: null },
    proofread: {
      undo: () => calls.push("undo"),
      redo: () => calls.push("redo"),
      checkpoint: () => calls.push("checkpoint"),
      speak: (words) => calls.push(`speak ${words}`),
      startReadBack: () => calls.push("read back"),
      stopReadBack: () => calls.push("stop reading"),
      selectItem: (item) => calls.push(`open ${item.word}`),
      replaceItem: (item, word) => calls.push(`replace ${item.word} with ${word}`),
      itemsNow: () => [],
      selectedKey: () => null,
      ...proofread,
    },
  };
  return { target, calls, state, area };
}

const item = (word: string, start: number, alternatives: string[]): ProofreadItem =>
  ({ key: `${word}@${start}`, word, start, end: start + word.length, alternatives }) as unknown as ProofreadItem;

describe("runVoiceActions", () => {
  beforeEach(() => {
    jest.mocked(toast).mockClear();
    document.body.innerHTML = "";
  });

  it("saves before it undoes, whatever order they were said in", () => {
    const { target, calls } = setup("The kettle is on.");
    runVoiceActions([{ kind: "undo" }, { kind: "save" }], target);
    expect(calls).toEqual(["save", "undo"]);
  });

  it("pastes what was copied by voice at the end when the clipboard cannot be read, as one undo step", async () => {
    const { target, calls, state } = setup("Bring a coat.");
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { readText: () => Promise.reject(new Error("denied")), writeText: () => Promise.resolve() } });
    runVoiceActions([{ kind: "copy", text: "And an umbrella." }, { kind: "paste" }], target);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.text).toBe("Bring a coat. And an umbrella.");
    expect(calls).toEqual(["checkpoint", "edit"]);
  });

  it("says so when a phrase to select is not in the text, and changes nothing", () => {
    const { target, calls, area } = setup("The train leaves at noon.");
    runVoiceActions([{ kind: "select", phrase: "the bus" }], target);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Words not found" }));
    expect(calls).toEqual([]);
    expect(area.selectionStart).toBe(area.selectionEnd);
  });

  it("selects a phrase that is there", () => {
    const { target, area } = setup("The train leaves at noon.");
    area.focus();
    runVoiceActions([{ kind: "select", phrase: "leaves at" }], target);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe("leaves at");
  });

  it("reads back the words just dictated, or the whole text", () => {
    const { target, calls } = setup("Feed the cat. Water the plants.");
    runVoiceActions([{ kind: "read-back", range: { start: 14, end: 31 } }], target);
    runVoiceActions([{ kind: "read-back", range: null }], target);
    expect(calls).toEqual(["speak Water the plants.", "read back"]);
  });

  it("opens the Proofread item over a phrase to correct, and offers nothing when there is none", () => {
    const text = "I left it over their by the door.";
    const their = item("their", text.indexOf("their"), ["there", "they're"]);
    const withItem = setup(text, { itemsNow: () => [their] });
    runVoiceActions([{ kind: "correct", phrase: "their" }], withItem.target);
    expect(withItem.calls).toEqual(["open their"]);

    const without = setup(text);
    runVoiceActions([{ kind: "correct", phrase: "door" }], without.target);
    expect(without.calls).toEqual([]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "No other words to offer" }));
  });

  it("chooses the numbered word of the open item, and asks for an item first when none is open", () => {
    const text = "Put it over their.";
    const their = item("their", text.indexOf("their"), ["there", "they're"]);
    const open = setup(text, { itemsNow: () => [their], selectedKey: () => their.key });
    runVoiceActions([{ kind: "choose", n: 1 }], open.target);
    expect(open.calls).toEqual(["replace their with there"]);

    runVoiceActions([{ kind: "choose", n: 3 }], open.target);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "No such word" }));

    const closed = setup(text);
    runVoiceActions([{ kind: "choose", n: 1 }], closed.target);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Open a word first" }));
  });
});
