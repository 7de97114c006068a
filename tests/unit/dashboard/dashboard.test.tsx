/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, within } from "@testing-library/react";

// The machine running tests may be busy; queries wait up to 5 s for the fake API.
configure({ asyncUtilTimeout: 5000 });
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { Dashboard } from "@/components/dashboard/dashboard";
import type { PublicUser } from "@/lib/schemas/profile";
import type { DashboardStats } from "@/lib/schemas/dashboard";
import type { DocumentListItem } from "@/lib/schemas/documents";
import { computeAchievements } from "@/lib/dashboard/achievements";
import { ZERO_TOTALS } from "@/tests/fixtures/dashboard";
import { dateAndTime } from "@/lib/text/when";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const user: PublicUser = { id: "u1", email: "sam@example.test", firstName: "Sam", lastName: "Tester", profileImageUrl: null };

function emptyStats(): DashboardStats {
  const totals = { ...ZERO_TOTALS };
  return {
    totals,
    week: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((label, i) => ({
      date: `2026-03-0${i + 2}`,
      label,
      words: 0,
      minutes: 0,
      isToday: i === 6,
    })),
    weekTotals: { words: 0, minutes: 0, activeDays: 0 },
    achievements: computeAchievements(totals),
    recentActivity: [],
  };
}

function mockApi(documents: DocumentListItem[], stats: DashboardStats) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.startsWith("/api/documents") ? documents : url.startsWith("/api/dashboard/stats") ? stats : null;
    // jsdom has no Response class: a minimal stand-in with what the api client reads.
    const text = JSON.stringify(body ?? { error: { code: "not_found", message: "Not found." } });
    return { ok: body !== null, status: body ? 200 : 404, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
}

function renderDashboard(u = user) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Dashboard user={u} />
    </QueryClientProvider>,
  );
}

const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

describe("Dashboard", () => {
  it("greets by first name, or 'User' without one, with initials", () => {
    mockApi([], emptyStats());
    const { unmount } = renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Sam" })).toBeInTheDocument();
    expect(screen.getByTestId("user-avatar")).toHaveTextContent("ST");
    unmount();
    renderDashboard({ ...user, firstName: null, lastName: null });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, User" })).toBeInTheDocument();
  });

  it("shows the empty state with 'Create First Document' and zero figures for a new user", async () => {
    mockApi([], emptyStats());
    renderDashboard();
    const create = await screen.findByRole("link", { name: "Create First Document" });
    expect(create).toHaveAttribute("href", "/editor");
    expect(await screen.findByTestId("stat-documents")).toHaveTextContent("0");
    expect(screen.getByTestId("stat-wordsWritten")).toHaveTextContent("0");
    expect(screen.getByTestId("stat-dictationMinutes")).toHaveTextContent("0");
    expect(screen.getByTestId("week-summary")).toHaveTextContent("0 words in 0 minutes, on 0 days");
    expect(screen.queryByText("Earned")).not.toBeInTheDocument();
  });

  it("lists the first five documents with title, type label and relative time", async () => {
    const docs: DocumentListItem[] = [
      { id: "a", title: "Fresh", type: "letter", updatedAt: iso(5 * 60_000) },
      { id: "b", title: "Hours", type: "general", updatedAt: iso(3 * 3_600_000) },
      { id: "c", title: "Days", type: "report", updatedAt: iso(2 * 86_400_000) },
      { id: "d", title: "D4", type: "email", updatedAt: iso(3 * 86_400_000) },
      { id: "e", title: "D5", type: "resume", updatedAt: iso(4 * 86_400_000) },
      { id: "f", title: "Sixth", type: "creative", updatedAt: iso(5 * 86_400_000) },
    ];
    mockApi(docs, { ...emptyStats(), totals: { ...emptyStats().totals, documents: 6 } });
    renderDashboard();
    const list = await screen.findByRole("list", { name: "Your five most recent documents" });
    const items = within(list).getAllByRole("link");
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveAttribute("href", "/editor/a");
    expect(items[0]).toHaveTextContent("Fresh");
    expect(items[0]).toHaveTextContent("Business Letter");
    expect(items[0]).toHaveTextContent("Just now");
    expect(items[1]).toHaveTextContent("General Document");
    expect(items[1]).toHaveTextContent("3 hours ago");
    expect(items[2]).toHaveTextContent("2 days ago");
    // the pointer on an update time shows the full date and time, in the reader's own zone
    const time = within(items[2]).getByText("2 days ago");
    expect(time).not.toHaveAttribute("title");
    fireEvent.pointerEnter(time);
    expect(time).toHaveAttribute("title", dateAndTime(docs[2].updatedAt));
    expect(screen.queryByText("Sixth")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/documents");
    expect(await screen.findByTestId("stat-documents")).toHaveTextContent("6");
  });

  it("has the seven quick links, Share and Earn badged New!", () => {
    mockApi([], emptyStats());
    renderDashboard();
    const quick = screen.getByRole("heading", { name: "Quick start" }).closest("section")!;
    const hrefs = within(quick).getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/editor", "/templates", "/pronunciation", "/lecture-notes", "/meeting-minutes", "/legal-dictation", "/share"]);
    expect(within(quick).getByRole("link", { name: /Share and Earn/ })).toHaveTextContent("New!");
  });

  it("opens an honest, empty notifications panel", async () => {
    mockApi([], emptyStats());
    renderDashboard();
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(dialog).toHaveTextContent("You're all caught up");
  });

  it("settings shows the name form and opens the accessibility toolbar", async () => {
    mockApi([], emptyStats());
    const listener = jest.fn();
    window.addEventListener("saywrite:open-accessibility", listener);
    renderDashboard();
    fireEvent.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    expect(within(dialog).getByLabelText("First name")).toHaveValue("Sam");
    fireEvent.click(within(dialog).getByRole("button", { name: "Open accessibility settings" }));
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener("saywrite:open-accessibility", listener);
  });

  it("says voice typing is unsupported when the browser has no recogniser", async () => {
    mockApi([], emptyStats());
    renderDashboard();
    expect(await screen.findByText("Voice recognition is not supported in this browser.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start voice test" })).toBeDisabled();
  });

  it("learns the device's time zone once, though five sections show the figures", async () => {
    mockApi([], emptyStats());
    // a first visit: no zone remembered; the worker answers as the browser's would
    document.cookie = "saywrite-tz=; max-age=0; path=/";
    localStorage.removeItem("saywrite-tz-offset");
    const started: string[] = [];
    class FakeWorker {
      onmessage: ((e: MessageEvent) => void) | null = null;
      onerror: ((e: Event) => void) | null = null;
      constructor(url: string) {
        started.push(url);
        setTimeout(() => this.onmessage?.({ data: "Pacific/Auckland" } as MessageEvent));
      }
      terminate() {}
    }
    const g = globalThis as { Worker?: unknown };
    const realWorker = g.Worker;
    g.Worker = FakeWorker;
    const urls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => "blob:zone";
    URL.revokeObjectURL = () => {};
    try {
      renderDashboard();
      await act(() => new Promise((r) => setTimeout(r, 300)));
      expect(document.cookie).toContain(`saywrite-tz=${encodeURIComponent("Pacific/Auckland")}`);
      expect(started).toEqual(["blob:zone"]);
    } finally {
      g.Worker = realWorker;
      Object.assign(URL, { createObjectURL: urls.create, revokeObjectURL: urls.revoke });
    }
  });
});
