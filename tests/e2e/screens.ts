import type { Page } from "@playwright/test";

// Every screen of the app, for the accessibility matrix (tests/e2e/a11y-matrix.spec.ts).
// Add a row when you add a screen.
export type Screen = { name: string; path: string; signedIn: boolean; ready?: (page: Page) => Promise<void> };

export const SCREENS: Screen[] = [
  { name: "landing", path: "/", signedIn: false },
  { name: "sign in", path: "/signin", signedIn: false },
  { name: "sign up", path: "/signup", signedIn: false },
  { name: "404", path: "/no-such-page", signedIn: false },
  { name: "dashboard", path: "/dashboard", signedIn: true },
  { name: "documents", path: "/documents", signedIn: true },
  { name: "editor", path: "/editor", signedIn: true },
  {
    name: "templates",
    path: "/templates",
    signedIn: true,
    ready: (page) => page.getByTestId("templates-count").waitFor(),
  },
  {
    name: "task templates",
    path: "/task-templates",
    signedIn: true,
    ready: (page) => page.getByText("Choose a Category").waitFor(),
  },
  { name: "games", path: "/games", signedIn: true, ready: (page) => page.getByTestId("summary-total-score").waitFor() },
  {
    name: "consultations",
    path: "/consultations",
    signedIn: true,
    ready: (page) => page.getByText("No consultations yet").or(page.getByTestId("consultation-card").first()).waitFor(),
  },
  {
    name: "training",
    path: "/training",
    signedIn: true,
    ready: (page) => page.getByTestId("program-card").first().waitFor(),
  },
  { name: "pronunciation", path: "/pronunciation", signedIn: true, ready: (page) => page.getByTestId("target-text").waitFor() },
  { name: "brainstorm", path: "/brainstorm", signedIn: true, ready: (page) => page.getByLabel("Topic").waitFor() },
  { name: "lecture notes", path: "/lecture-notes", signedIn: true, ready: (page) => page.getByLabel("Course title").waitFor() },
  { name: "meeting minutes", path: "/meeting-minutes", signedIn: true, ready: (page) => page.getByLabel("Meeting title").waitFor() },
  { name: "legal dictation", path: "/legal-dictation", signedIn: true, ready: (page) => page.getByLabel("Case Number").waitFor() },
  { name: "share", path: "/share", signedIn: true, ready: (page) => page.getByTestId("referral-code").waitFor() },
  {
    name: "vocabulary settings",
    path: "/settings/vocabulary",
    signedIn: true,
    ready: (page) => page.getByText("No words yet").or(page.getByTestId("vocabulary-list")).waitFor(),
  },
];
