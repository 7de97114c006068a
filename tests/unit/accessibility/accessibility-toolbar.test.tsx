/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AccessibilityProvider } from "@/components/accessibility/accessibility-provider";
import { AccessibilityToolbar } from "@/components/accessibility/accessibility-toolbar";
import { resetProfileStoreForTests } from "@/lib/accessibility/profile-store";
import { PROFILE_STORAGE_KEY } from "@/lib/accessibility/profile";
import { toast } from "@/lib/toast";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));
jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));

class FakeUtterance {
  rate = 1;
  lang = "";
  voice = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onboundary: ((e: { name: string; charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}
const spoken: FakeUtterance[] = [];

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.assign(window, {
    SpeechSynthesisUtterance: FakeUtterance,
    speechSynthesis: {
      speak: (u: FakeUtterance) => spoken.push(u),
      cancel: jest.fn(),
      pause: jest.fn(),
      resume: jest.fn(),
      getVoices: () => [],
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    },
  });
});

beforeEach(() => {
  localStorage.clear();
  resetProfileStoreForTests();
  spoken.length = 0;
  jest.mocked(toast).mockClear();
  global.fetch = jest.fn(async () => new Response("{}", { status: 401 })) as typeof fetch;
});

function renderToolbar() {
  render(
    <AccessibilityProvider>
      <main>
        <p>Page</p>
      </main>
      <AccessibilityToolbar />
    </AccessibilityProvider>,
  );
  return screen.getByRole("button", { name: "Accessibility" });
}

/** Presses the button; the panel is a separate chunk, loaded on the first press. */
async function open() {
  const button = renderToolbar();
  button.focus(); // a real click focuses the button too
  fireEvent.click(button);
  return { button, dialog: await screen.findByRole("dialog", { name: "Accessibility" }) };
}

describe("AccessibilityToolbar", () => {
  it("opens a labelled panel with four tabs, and Escape closes it and returns focus", async () => {
    const { button, dialog } = await open();
    expect(within(dialog).getAllByRole("tab").map((t) => t.textContent)).toEqual(["Display", "Reading", "Analysis", "Settings"]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix moves focus back on the next tick.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("applies display changes to <html> at once and saves them", async () => {
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Larger text size" }));
    expect(document.documentElement.style.getPropertyValue("--a11y-font-size")).toBe("17px");
    fireEvent.click(within(dialog).getByRole("button", { name: /Cream Background/ }));
    expect(within(dialog).getByRole("button", { name: /Cream Background/ })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.style.getPropertyValue("--a11y-bg")).toBe("#fdf6e3");
    fireEvent.click(within(dialog).getByRole("radio", { name: /Reverse/ }));
    expect(document.documentElement.dataset.contrast).toBe("reverse");
    const saved = JSON.parse(localStorage.getItem(PROFILE_STORAGE_KEY)!);
    expect(saved).toMatchObject({ fontSize: 17, backgroundColor: "#fdf6e3", contrastMode: "reverse" });
    expect(typeof saved.updatedAt).toBe("string");
  });

  it("reads typed text aloud and marks the word being spoken", async () => {
    const { dialog } = await open();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Reading" }));
    fireEvent.change(within(dialog).getByLabelText("Text to read"), { target: { value: "Hello brave world." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Speak" }));
    expect(spoken.map((u) => u.text)).toEqual(["Hello brave world."]);
    act(() => spoken[0].onboundary!({ name: "word", charIndex: 6 }));
    expect(within(dialog).getByTestId("a11y-reading-view").querySelector("mark")?.textContent).toBe("brave");
    expect(within(dialog).getByRole("button", { name: "Pause" })).toBeInTheDocument();
    act(() => spoken[0].onerror!({ error: "synthesis-failed" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Speech Error", variant: "destructive" }));
  });

  it("shows readability only for text over 50 characters", async () => {
    const { dialog } = await open();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Analysis" }));
    const box = within(dialog).getByLabelText("Text to check");
    fireEvent.change(box, { target: { value: "Too short to check." } });
    expect(within(dialog).queryByTestId("a11y-readability")).toBeNull();
    fireEvent.change(box, { target: { value: "The cat sat on the mat. The dog ran to the big red ball. We all had fun." } });
    const report = within(dialog).getByTestId("a11y-readability");
    expect(report).toHaveTextContent("100 / 100"); // reading ease on its 0-100 scale
    expect(report).toHaveTextContent("Very Easy (5th grade)");
    expect(report).toHaveTextContent("good");
  });

  it("imports a settings file, and says 'Import Failed' for a broken one", async () => {
    const { dialog } = await open();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Settings" }));
    const input = within(dialog).getByTestId("a11y-import-input");
    // jsdom's File has no text(); the browser's does.
    const file = (text: string, name = "accessibility-settings.json") =>
      Object.assign(new File([text], name, { type: "application/json" }), { text: async () => text });

    await act(async () => fireEvent.change(input, { target: { files: [file("{ not json")] } }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Import Failed" }));

    await act(async () => fireEvent.change(input, { target: { files: [file('{"fontSize": 99, "lineHeight": 1.8}')] } }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Settings Imported" }));
    expect(document.documentElement.style.getPropertyValue("--a11y-font-size")).toBe("24px");
    expect(document.documentElement.style.getPropertyValue("--a11y-line-height")).toBe("1.8");

    fireEvent.click(within(dialog).getByRole("button", { name: "Reset to defaults" }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Settings Reset" }));
    expect(document.documentElement.style.getPropertyValue("--a11y-font-size")).toBe("16px");
  });

  it("turns on the dyslexia-friendly preset with one switch", async () => {
    const { dialog } = await open();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Settings" }));
    fireEvent.click(within(dialog).getByRole("switch", { name: "Dyslexia-friendly mode" }));
    expect(document.documentElement.style.getPropertyValue("--a11y-bg")).toBe("#fdf6e3");
    expect(document.documentElement.dataset.a11yFont).toBe("verdana");
    fireEvent.click(within(dialog).getByRole("switch", { name: "Dyslexia-friendly mode" }));
    expect(document.documentElement.dataset.a11yFont).toBe("default");
  });
});
