import type { Locator, Page } from "@playwright/test";
import { openToolbar } from "./accessibility-helpers";

// Every screen of the app, for the accessibility matrix (tests/e2e/a11y-matrix.spec.ts).
// Add a row when you add a screen. `dialog` opens the screen's main dialog (or the panel a
// button discloses) as a reader would, and returns it: the matrix checks the screen with it open.
export type Screen = {
  name: string;
  path: string;
  signedIn: boolean;
  ready?: (page: Page) => Promise<void>;
  dialog?: (page: Page) => Promise<Locator>;
};

async function openDialog(page: Page, button: string, name = button): Promise<Locator> {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  return dialog;
}

export const SCREENS: Screen[] = [
  // the accessibility panel is the same on every screen: checked signed out here and signed in on Games
  { name: "landing", path: "/", signedIn: false, dialog: openToolbar },
  { name: "sign in", path: "/signin", signedIn: false },
  { name: "sign up", path: "/signup", signedIn: false },
  { name: "404", path: "/no-such-page", signedIn: false },
  { name: "dashboard", path: "/dashboard", signedIn: true, dialog: (page) => openDialog(page, "Settings") },
  { name: "documents", path: "/documents", signedIn: true },
  {
    name: "editor",
    path: "/editor",
    signedIn: true,
    dialog: async (page) => {
      await page.getByLabel("Document text").fill("Notes to download."); // Download needs some text
      // on a phone, Download is in the header's "More" menu
      const more = page.locator("summary", { hasText: /^More$/ });
      if (await more.isVisible()) await more.click();
      return openDialog(page, "Download");
    },
  },
  {
    name: "templates",
    path: "/templates",
    signedIn: true,
    ready: (page) => page.getByTestId("templates-count").waitFor(),
    dialog: (page) => openDialog(page, "Create Custom Template"),
  },
  {
    name: "task templates",
    path: "/task-templates",
    signedIn: true,
    ready: (page) => page.getByText("Choose a Category").waitFor(),
  },
  {
    name: "games",
    path: "/games",
    signedIn: true,
    ready: (page) => page.getByTestId("summary-total-score").waitFor(),
    dialog: openToolbar,
  },
  {
    name: "consultations",
    path: "/consultations",
    signedIn: true,
    ready: (page) => page.getByText("No consultations yet").or(page.getByTestId("consultation-card").first()).waitFor(),
    dialog: async (page) => {
      await page.getByRole("button", { name: "Request Consultation" }).first().click();
      const form = page.getByRole("form", { name: "Request a Consultation" });
      await form.waitFor();
      return form;
    },
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
  { name: "account settings", path: "/settings/account", signedIn: true },
  { name: "forgot password", path: "/forgot-password", signedIn: false },
  // a link from an email that does not work: the reason and the form to ask again
  { name: "sign-in link (not valid)", path: "/signin/link?token=not-a-real-token-at-all", signedIn: false },
  { name: "reset password (not valid)", path: "/reset-password?token=not-a-real-token-at-all", signedIn: false },
];
