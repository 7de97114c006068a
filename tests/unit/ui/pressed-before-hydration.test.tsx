/**
 * @jest-environment jsdom
 */
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { act } from "@testing-library/react";
import { PRESS_RECORDER_SCRIPT } from "@/lib/hooks/pressed-before-hydration-record";

// A button drawn by the server is pressed before the page's scripts run: once the page is live
// (the provider marks <html data-hydrated>), the press is made again, once, and only where the
// browser or React would not already have handled it.

function Screen({ onSubmit }: { onSubmit: () => void }) {
  const [presses, setPresses] = useState(0);
  const [category, setCategory] = useState("none");
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div>
        <button
          type="button"
          onClick={() => {
            setPresses((n) => n + 1);
            setCategory("business");
          }}
        >
          Business
        </button>
        <button type="button" onClick={() => setCategory("creative")}>
          Creative
        </button>
      </div>
      <div>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Accessibility
        </button>
      </div>
      {open && (
        <div role="dialog" aria-modal="true">
          <button type="button">Larger text</button>
        </div>
      )}
      <div>
        <button type="button" onClick={() => setPresses((n) => n + 100)}>
          Behind
        </button>
      </div>
      <button type="button" disabled>
        Start
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <button type="submit">Send</button>
      </form>
      <output>{`${presses} presses`}</output>
      <p data-testid="category">{category}</p>
    </div>
  );
}

let container: HTMLElement;
let root: Root | null = null;
let submits = 0;
const screen = () => <Screen onSubmit={() => submits++} />;
const button = (name: string) => [...container.querySelectorAll("button")].find((b) => b.textContent === name)!;
const shown = () => container.querySelector("output")!.textContent;

beforeEach(() => {
  jest.useFakeTimers();
  submits = 0;
  delete document.documentElement.dataset.hydrated;
  container = document.createElement("div");
  container.innerHTML = renderToString(screen());
  document.body.appendChild(container);
  new Function(PRESS_RECORDER_SCRIPT)(); // as the <head> runs it, before the page's scripts
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.useRealTimers();
});

const category = () => container.querySelector("[data-testid=category]")!.textContent;

/** The page's scripts run: React listens to the page and hydrates it. */
async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, screen());
  });
}

/** The provider marks the page live: the noted presses are made, one at a time. */
async function markLive() {
  await act(async () => {
    document.documentElement.dataset.hydrated = "true";
    await Promise.resolve(); // the attribute's observer
  });
  // one noted press a turn, each drawn before the next (as the browser does between timers)
  for (let i = 0; i < 10; i++) await act(async () => jest.runOnlyPendingTimers());
}

async function goLive() {
  await hydrate();
  await markLive();
}

it("presses again, once live, a button pressed before the scripts ran; twice pressed counts once", async () => {
  button("Business").click();
  button("Business").click();
  button("Accessibility").click();
  expect(shown()).toBe("0 presses");
  await goLive();
  expect(shown()).toBe("1 presses");
  expect(button("Accessibility").getAttribute("aria-expanded")).toBe("true");
});

it("leaves presses React takes itself, disabled buttons and forms' submits (sent by the browser or React) alone", async () => {
  button("Start").click();
  button("Send").addEventListener("click", (e) => e.preventDefault()); // jsdom: no native submit
  button("Send").click();
  await act(async () => {
    root = hydrateRoot(container, screen());
  });
  act(() => button("Business").click()); // React listens now: it runs this press itself
  await act(async () => {
    document.documentElement.dataset.hydrated = "true";
    await Promise.resolve();
    jest.runOnlyPendingTimers();
  });
  expect(shown()).toBe("1 presses");
  expect(submits).toBe(0);
});

it("stops noting presses once the page is live", async () => {
  await goLive();
  act(() => button("Business").click());
  await act(async () => jest.runOnlyPendingTimers());
  expect(shown()).toBe("1 presses");
});

it("a press again once React listens, before the page is marked live, is the one made: a toggle ends open", async () => {
  button("Accessibility").click(); // nothing seems to happen: the person presses again
  await hydrate();
  act(() => button("Accessibility").click()); // React runs this one
  await markLive();
  expect(button("Accessibility").getAttribute("aria-expanded")).toBe("true");
});

it("a newer choice React takes itself is not undone by an older one noted before", async () => {
  button("Business").click();
  await hydrate();
  act(() => button("Creative").click());
  await markLive();
  expect(category()).toBe("creative");
  expect(shown()).toBe("0 presses");
});

it("of buttons side by side pressed before the scripts ran, only the last counts", async () => {
  button("Business").click();
  button("Creative").click();
  await goLive();
  expect(category()).toBe("creative");
  expect(shown()).toBe("0 presses");
});

it("a noted press is not made behind a dialog an earlier one opened", async () => {
  button("Accessibility").click();
  button("Behind").click();
  await goLive();
  expect(button("Accessibility").getAttribute("aria-expanded")).toBe("true");
  expect(shown()).toBe("0 presses");
});
