/** @jest-environment jsdom */
import { appendToTextarea, replaceInTextarea } from "@/components/editor/append-to-textarea";

// jsdom has no editing commands: a stand-in execCommand inserts at the selection like Chrome.
function setup(execWorks = true) {
  document.body.innerHTML = `<button id="mic">End Dictation</button><input id="title" /><textarea id="area"></textarea>`;
  const area = document.getElementById("area") as HTMLTextAreaElement;
  area.value = "Hello";
  const calls: string[] = [];
  Object.defineProperty(document, "execCommand", {
    configurable: true,
    value: (command: string, _ui: boolean, text: string) => {
      calls.push(`${command}:${text}:${document.activeElement?.id}`);
      if (!execWorks) return false;
      const { selectionStart: s, selectionEnd: e, value } = area;
      area.value = value.slice(0, s) + text + value.slice(e);
      return true;
    },
  });
  return { area, calls, mic: document.getElementById("mic") as HTMLButtonElement, title: document.getElementById("title") as HTMLInputElement };
}

describe("appendToTextarea", () => {
  it("borrows focus from a button, inserts at the end and gives focus back", () => {
    const { area, calls, mic } = setup();
    mic.focus();
    expect(appendToTextarea(area, " world")).toBe(true);
    expect(area.value).toBe("Hello world");
    expect(calls).toEqual(["insertText: world:area"]);
    expect(document.activeElement).toBe(mic);
  });

  it("keeps the caret where the user left it", () => {
    const { area } = setup();
    area.focus();
    area.setSelectionRange(1, 3);
    expect(appendToTextarea(area, "!")).toBe(true);
    expect(area.value).toBe("Hello!");
    expect([area.selectionStart, area.selectionEnd]).toEqual([1, 3]);
    expect(document.activeElement).toBe(area);
  });

  it("never takes focus from a field the user is typing in", () => {
    const { area, calls, title } = setup();
    title.focus();
    expect(appendToTextarea(area, " world")).toBe(false);
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(title);
    expect(area.value).toBe("Hello");
  });

  it("reports failure when the browser refuses the command", () => {
    const { area, mic } = setup(false);
    mic.focus();
    expect(appendToTextarea(area, " world")).toBe(false);
    expect(document.activeElement).toBe(mic);
  });

  it("with nothing focused, leaves nothing focused", () => {
    const { area } = setup();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(appendToTextarea(area, " x")).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});

describe("replaceInTextarea", () => {
  it("puts dictated words in place of a template's guidance line, as one insertion, and gives focus back", () => {
    const { area, calls, mic } = setup();
    area.value = "Meeting\n[Say the meeting name.]\n\nPeople there\n";
    const start = area.value.indexOf("[");
    const end = area.value.indexOf("]") + 1;
    mic.focus();
    expect(replaceInTextarea(area, start, end, "Team sync")).toBe(true);
    expect(area.value).toBe("Meeting\nTeam sync\n\nPeople there\n");
    expect(calls).toEqual(["insertText:Team sync:area"]);
    expect(document.activeElement).toBe(mic);
  });

  it("never takes focus from a field the user is typing in", () => {
    const { area, title } = setup();
    title.focus();
    expect(replaceInTextarea(area, 0, 5, "Hi")).toBe(false);
    expect(area.value).toBe("Hello");
  });
});
