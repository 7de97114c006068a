import type { toast as SonnerToast } from "sonner";
import { TOAST_DURATION_MS, WAITING_TOAST_CLASS, toast, toasterReady } from "@/lib/toast";

// What the app asks of Sonner: plain news goes after the default time; a toast with a button
// (Undo, Add to My vocabulary) waits for the reader (WCAG 2.2.1), whatever else is going on.
type Shown = { title: string; duration?: number; hasAction: boolean; className?: string };
const shown: Shown[] = [];
const fake = Object.assign(
  (title: string, options: { duration?: number; action?: unknown; className?: string }) => {
    shown.push({ title, duration: options.duration, hasAction: Boolean(options.action), ...(options.className ? { className: options.className } : {}) });
  },
  {
    dismiss: () => undefined,
    error: (title: string, options: { duration?: number; action?: unknown; className?: string }) => {
      shown.push({ title, duration: options.duration, hasAction: Boolean(options.action), ...(options.className ? { className: options.className } : {}) });
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
  // marked, so that on a phone the page keeps room for it (components/common/toast-band.ts)
  expect(shown.map((s) => s.className)).toEqual([WAITING_TOAST_CLASS, WAITING_TOAST_CLASS]);
});
