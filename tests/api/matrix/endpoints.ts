// The access matrix: one line per API endpoint × method. The tests in this folder read the route
// files (app/api/**/route.ts) and FAIL when an exported method has no line here, so a new
// endpoint cannot ship untested. Adding an endpoint = adding one line to ENDPOINTS, e.g.
//
//   "GET /api/documents/[id]/revisions": { owns: "document", params: (w) => ({ id: w.a.documentId }) },
//   "POST /api/vocabulary": { body: () => ({ word: "necessary" }) },
//
// Fields (all optional; a bare `{}` is a signed-in endpoint with no body):
//   public  why anyone may call it (health checks, sign-in...). Without it the endpoint must
//           answer 401 JSON to an anonymous caller.
//   owns    the [id] in the path names user A's own row: user B must get 404 for it.
//   params  route params (user A's ids come from the World built in world.ts).
//   body    a valid JSON body (the fuzzer mutates it; the 413 test inflates it).
//   query   a valid query string (without "?").
//   ai      the handler calls the AI provider: 401/413/429 are table-tested for it
//           (checked against the route source: every route using guardAiRequest must say ai).
//   noFuzz  why generated input is not sent (with a pointer to the test that covers it instead).
//   httpOnly why the handler cannot run in-process past its own checks (then the e2e spec
//           tests/e2e/security-headers.spec.ts calls it over HTTP instead).
import type { World } from "./world";

export type Endpoint = {
  public?: string;
  owns?: "document" | "revision" | "consultation" | "template" | "voice-session" | "vocabulary";
  params?: (w: World) => Record<string, string | string[]>;
  body?: (w: World) => unknown;
  query?: string;
  ai?: true;
  noFuzz?: string;
  httpOnly?: string;
};

const NEXT_AUTH = "next-auth reads cookies() from Next's request scope";

const docId = (w: World) => ({ id: w.a.documentId });
const consultationId = (w: World) => ({ id: w.a.consultationId });
const moduleId = (w: World) => ({ id: w.moduleId });
const revisionId = (w: World) => ({ id: w.a.documentId, revisionId: w.a.revisionId });
const vocabularyId = (w: World) => ({ id: w.a.vocabularyId });
const transcript = "so the meeting starts at nine and sarah will bring the report";

const linkToken = () => ({ token: "A".repeat(43) });
const LINK_TOKEN = "answers 400 link_unknown for a token it never issued; tests/api/accounts/email-links.test.ts opens real links";

export const ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/account": {},
  "DELETE /api/account": { body: () => ({ password: "a wrong password" }), noFuzz: "deletes the account; tests/api/accounts/delete-account.test.ts" },
  "GET /api/account/export": {},
  "POST /api/account/confirmation": {},
  "POST /api/account/delete-link": {},
  "POST /api/account/email": { body: () => ({ email: `moved-${crypto.randomUUID()}@example.test`, currentPassword: "x" }) },
  "PUT /api/account/password": { body: () => ({ currentPassword: "not it", newPassword: "a new long password" }) },
  "POST /api/account/sign-out-everywhere": {},
  "POST /api/auth/confirm-email": { public: "the emailed link is the proof", body: linkToken, noFuzz: LINK_TOKEN },
  "POST /api/auth/delete-account": { public: "the emailed link is the proof", body: linkToken, noFuzz: LINK_TOKEN },
  "POST /api/auth/email-link": { public: "sign-in by emailed link", body: () => ({ email: `link-${crypto.randomUUID()}@example.test` }) },
  "POST /api/auth/email-link/verify": { public: "the emailed link is the proof", body: linkToken, noFuzz: LINK_TOKEN },
  "POST /api/auth/password-reset": { public: "forgot password", body: () => ({ email: `reset-${crypto.randomUUID()}@example.test` }) },
  "POST /api/auth/password-reset/complete": { public: "the emailed link is the proof", body: () => ({ ...linkToken(), password: "a new long password" }), noFuzz: LINK_TOKEN },
  "GET /api/accessibility/settings": {},
  "PUT /api/accessibility/settings": { body: () => ({ profile: { fontSize: 18 }, updatedAt: new Date().toISOString() }) },
  "POST /api/ai/enhance-punctuation": { ai: true, body: () => ({ text: transcript }) },
  "GET /api/auth/[...nextauth]": { public: "next-auth: sign-in page, session, CSRF token, providers", params: () => ({ nextauth: ["session"] }), httpOnly: NEXT_AUTH },
  "POST /api/auth/[...nextauth]": { public: "next-auth: sign-in and sign-out forms (its own CSRF token)", params: () => ({ nextauth: ["signout"] }), httpOnly: NEXT_AUTH, noFuzz: "form bodies are checked by lib/server/auth-request.ts (tests/api/foundation/auth.test.ts); the matrix sends it the cross-site and content-type cases" },
  "POST /api/auth/register": { public: "sign-up", body: () => ({ firstName: "New", email: `new-${crypto.randomUUID()}@example.test`, password: "a long enough password" }) },
  "GET /api/auth/user": {},
  "PATCH /api/auth/user": { body: () => ({ firstName: "Bee" }) },
  "POST /api/brainstorm/analyze": { ai: true, body: () => ({ transcript, prompt: "plans" }) },
  "GET /api/brainstorm/prompt": { ai: true, query: "category=creative" },
  "POST /api/brainstorm/starters": { ai: true, body: () => ({ topic: "school trips" }) },
  "POST /api/consultations/[id]/cancel": { owns: "consultation", params: consultationId },
  "GET /api/consultations/[id]": { owns: "consultation", params: consultationId },
  "GET /api/consultations": {},
  "POST /api/consultations": { body: () => ({ companyName: "Acme", contactEmail: "boss@acme.test" }) },
  "GET /api/dashboard/stats": {},
  "POST /api/documents/[id]/enhance": { ai: true, owns: "document", params: docId },
  "GET /api/documents/[id]": { owns: "document", params: docId },
  "GET /api/documents/[id]/revisions": { owns: "document", params: docId },
  "GET /api/documents/[id]/revisions/[revisionId]": { owns: "revision", params: revisionId },
  "POST /api/documents/[id]/revisions/[revisionId]/restore": { owns: "revision", params: revisionId, body: (w) => ({ version: w.a.documentVersion }) },
  "PUT /api/documents/[id]": { owns: "document", params: docId, body: (w) => ({ title: "T", content: "c", type: "document", version: w.a.documentVersion }) },
  "DELETE /api/documents/[id]": { owns: "document", params: docId },
  "POST /api/documents/[id]/restore": { owns: "document", params: docId },
  "GET /api/documents": {},
  "POST /api/documents": { body: () => ({ title: "Fresh", content: "words", type: "document" }) },
  "GET /api/games/[gameId]/challenge": { params: () => ({ gameId: "spelling-bee" }) },
  "POST /api/games/[gameId]/progress": { params: () => ({ gameId: "spelling-bee" }), body: () => ({ gameType: "spelling-bee", score: 10, correct: true, streak: 1 }) },
  "GET /api/games/progress": {},
  "GET /api/health": { public: "load balancer health check (says only whether the database answers)" },
  "POST /api/legal/format": { ai: true, body: () => ({ transcript, documentType: "memo", caseInfo: { caseNumber: "C-1" } }) },
  "GET /api/login": { public: "redirects to the sign-in page", query: "callbackUrl=/editor" },
  "POST /api/pronunciation/analyze": { ai: true, body: () => ({ audioTranscript: "the cat sat", targetText: "the cat sat", language: "en-US" }) },
  "POST /api/pronunciation/generate": { ai: true, body: () => ({ language: "en-US" }) },
  "GET /api/referral": {},
  "GET /api/referral/stats": {},
  "POST /api/referral/shares": { body: () => ({ channel: "link" }) },
  "POST /api/referral/redemptions": { body: () => ({ rewardKey: "ambassador-badge" }) },
  "POST /api/referral/visits": { public: "a visitor (signed out) opened a shared link: it confirms one of the sharer's shares", body: () => ({ code: "SW-ABCDEF" }) },
  "GET /api/templates/[id]": { owns: "template", params: (w) => ({ id: w.a.templateId }) },
  "DELETE /api/templates/[id]": { owns: "template", params: (w) => ({ id: w.a.templateId }) },
  "GET /api/templates/categories": {},
  "POST /api/templates/generate": { ai: true, body: () => ({ templateType: "report", requirements: ["short"] }) },
  "GET /api/templates": {},
  "POST /api/training/modules/[id]/complete": { params: moduleId, body: () => ({ score: 80, timeSpent: 60 }) },
  "POST /api/training/modules/[id]/start": { params: moduleId },
  "GET /api/training/programs/[id]/modules": { params: (w) => ({ id: w.programId }) },
  "GET /api/training/programs": {},
  "GET /api/training/progress": {},
  "POST /api/transcription/lecture": { ai: true, body: () => ({ transcript, courseTitle: "Biology", lecturerName: "Dr Oak" }) },
  "POST /api/transcription/meeting": { ai: true, body: () => ({ transcript, meetingTitle: "Standup", participants: ["Sarah"] }) },
  "GET /api/voice/sessions": { query: "limit=50" },
  "GET /api/vocabulary": {},
  "POST /api/vocabulary": { body: () => ({ kind: "word", phrase: `Siobhan${crypto.randomUUID().slice(0, 6)}` }) },
  "PATCH /api/vocabulary/[id]": { owns: "vocabulary", params: vocabularyId, body: () => ({ phrase: "Saoirse" }) },
  "DELETE /api/vocabulary/[id]": { owns: "vocabulary", params: vocabularyId },
  "POST /api/vocabulary/import": { body: () => ({ saywrite: "vocabulary", entries: [{ kind: "word", phrase: "estoppel" }] }) },
  "POST /api/voice/sessions": { body: () => ({ durationSeconds: 30, words: 12, transcription: "hello" }) },
};

export const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function splitKey(key: string): { method: string; path: string } {
  const [method, path] = key.split(" ");
  return { method, path };
}

/** The URL of an endpoint with its params filled in (for the request's URL only; handlers read ctx.params). */
export function urlOf(path: string, params: Record<string, string | string[]> = {}, query = ""): string {
  const filled = path
    .replace(/\[\.\.\.(\w+)\]/g, (_, k: string) => [params[k]].flat().join("/"))
    .replace(/\[(\w+)\]/g, (_, k: string) => encodeURIComponent(String(params[k] ?? "x")));
  return query ? `${filled}?${query}` : filled;
}
