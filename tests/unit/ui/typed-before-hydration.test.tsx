/**
 * @jest-environment jsdom
 */
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "@testing-library/react";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Select } from "@/components/ui/select";
import { useForm } from "react-hook-form";
import { TYPED_RECORDER_SCRIPT } from "@/lib/hooks/typed-before-hydration-record";

// A field drawn by the server takes typing before the page's scripts run. After hydration, the
// component's state must hold what was typed (it is what gets saved, counted and searched), and
// no render may put the server's empty value back.

function Form() {
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [other, setOther] = useState(0);
  return (
    <div>
      <Input aria-label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <Textarea aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      <input aria-label="Free" defaultValue="" />
      <output data-testid="state">{`${title}|${text}`}</output>
      <button type="button" onClick={() => setOther(other + 1)}>
        Render again {other}
      </button>
    </div>
  );
}

/** Types as a browser does before any script: the field's value changes, no React handler runs. */
function typeBeforeScripts(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus();
  field.value = text;
  field.setSelectionRange(text.length, text.length);
}

it("adopts what was typed into controlled fields before hydration, keeping focus and caret", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.appendChild(container);
  const title = container.querySelector<HTMLInputElement>('[aria-label="Title"]')!;
  const text = container.querySelector<HTMLTextAreaElement>('[aria-label="Text"]')!;
  const free = container.querySelector<HTMLInputElement>('[aria-label="Free"]')!;
  typeBeforeScripts(title, "Early title");
  typeBeforeScripts(free, "left alone");
  typeBeforeScripts(text, "Words typed at once");
  text.setSelectionRange(5, 5); // the caret moved back into the text

  await act(async () => {
    hydrateRoot(container, <Form />);
  });

  expect(container.querySelector('[data-testid="state"]')!.textContent).toBe("Early title|Words typed at once");
  expect(document.activeElement).toBe(text);
  expect([text.selectionStart, text.selectionEnd]).toEqual([5, 5]);

  await act(async () => container.querySelector("button")!.click());
  expect(title.value).toBe("Early title");
  expect(text.value).toBe("Words typed at once");
  expect(free.value).toBe("left alone");
});

// react-hook-form's `register` ref writes `defaultValues` into its fields; a controlled select is
// set back to its state's value by the next render.
function ProfileLike({ onValues }: { onValues: (v: unknown) => void }) {
  const { register, getValues } = useForm({ defaultValues: { firstName: "Sam", notes: "", priority: "medium" } });
  const [kind, setKind] = useState("word");
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <Input aria-label="First name" {...register("firstName")} />
      <Textarea aria-label="Notes" {...register("notes")} />
      <Select aria-label="Priority" {...register("priority")}>
        <option value="low">Low</option>
        <option value="medium">Medium</option>
        <option value="high">High</option>
      </Select>
      <Select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value)}>
        <option value="word">Word</option>
        <option value="shortcut">Shortcut</option>
      </Select>
      <button type="button" onClick={() => (setRenders(renders + 1), onValues({ ...getValues(), kind }))}>
        Read {renders}
      </button>
    </form>
  );
}

it("adopts what was typed or chosen before hydration into react-hook-form fields with defaults and into selects", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ProfileLike onValues={() => {}} />);
  document.body.appendChild(container);
  const name = container.querySelector<HTMLInputElement>('[aria-label="First name"]')!;
  const notes = container.querySelector<HTMLTextAreaElement>('[aria-label="Notes"]')!;
  const priority = container.querySelector<HTMLSelectElement>('[aria-label="Priority"]')!;
  const kind = container.querySelector<HTMLSelectElement>('[aria-label="Kind"]')!;
  typeBeforeScripts(name, "Robin");
  typeBeforeScripts(notes, "Call after ten");
  priority.value = "high";
  kind.value = "shortcut";

  let values: unknown = null;
  await act(async () => {
    hydrateRoot(container, <ProfileLike onValues={(v) => (values = v)} />);
  });
  await act(async () => container.querySelector("button")!.click());

  expect([name.value, notes.value, priority.value, kind.value]).toEqual(["Robin", "Call after ten", "high", "shortcut"]);
  expect(values).toEqual({ firstName: "Robin", notes: "Call after ten", priority: "high", kind: "shortcut" });
  expect(document.activeElement).toBe(notes);
});

function SavedText({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <div>
      <Textarea id="saved-text" aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      <output data-testid="state">{text}</output>
    </div>
  );
}

async function typeIntoServerText(withRecorder: boolean) {
  const holder = window as unknown as { __saywriteTyped?: unknown };
  delete holder.__saywriteTyped;
  if (withRecorder) new Function(TYPED_RECORDER_SCRIPT)(); // as the page's inline script runs
  const container = document.createElement("div");
  container.innerHTML = renderToString(<SavedText initial="Saved text." />);
  document.body.appendChild(container);
  const text = container.querySelector<HTMLTextAreaElement>("textarea")!;
  typeBeforeScripts(text, "Saved text. Typed at once.");
  text.dispatchEvent(new Event("input", { bubbles: true }));
  await act(async () => {
    hydrateRoot(container, <SavedText initial="Saved text." />);
  });
  const result = { field: text.value, state: container.querySelector('[data-testid="state"]')!.textContent, focused: document.activeElement === text };
  container.remove();
  return result;
}

it("keeps what was typed into a text area's server text: React's hydration sets it back, the page's recorder kept it", async () => {
  expect(await typeIntoServerText(true)).toEqual({ field: "Saved text. Typed at once.", state: "Saved text. Typed at once.", focused: true });
  // without the recorder the words are gone: why the editor page puts it before its text area
  expect((await typeIntoServerText(false)).state).toBe("Saved text.");
});
