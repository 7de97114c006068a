import type { toast as SonnerToast } from "sonner";
import { TOAST_DURATION_MS, toast, toasterReady } from "@/lib/toast";

// What the app asks of Sonner: plain news goes after the default time; a toast with a button
// (Undo, Add to My vocabulary) waits for the reader (WCAG 2.2.1), whatever else is going on.
type Shown = { title: string; duration?: number; hasAction: boolean };
const shown: Shown[] = [];
const fake = Object.assign(
  (title: string, options: { duration?: number; action?: unknown }) => {
    shown.push({ title, duration: options.duration, hasAction: Boolean(options.action) });
  },
  {
    dismiss: () => undefined,
    error: (title: string, options: { duration?: number; action?: unknown }) => {
      shown.push({ title, duration: options.duration, hasAction: Boolean(options.action) });
    },
  },
) as unknown as typeof SonnerToast;

beforeAll(() => toasterReady(fake));
beforeEach(() => (shown.length = 0));

it("lets a plain message go after the default time", () => {
  toast({ title: "Letter saved" });
  toast({ title: "Could not save", variant: "destructive" });
  expect(shown).toEqual([
    { title: "Letter saved", duration: TOAST_DURATION_MS, hasAction: false },
    { title: "Could not save", duration: TOAST_DURATION_MS, hasAction: false },
  ]);
});

it("keeps a message with a button until the reader presses or closes it", () => {
  toast({ title: "Note removed", action: { label: "Undo", onClick: () => undefined } });
  toast({ title: "Spelled a name", variant: "destructive", action: { label: "Keep it", onClick: () => undefined } });
  expect(shown.map((s) => s.duration)).toEqual([Infinity, Infinity]);
  expect(shown.every((s) => s.hasAction)).toBe(true);
});
