/**
 * @jest-environment jsdom
 */
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "@testing-library/react";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

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
