// "Never lose a word" through the API: Fix Punctuation and Enhance Doc answer with every word
// the user said, as many times as they said it (word multisets, not sets).
import { POST as enhancePunctuation } from "@/app/api/ai/enhance-punctuation/route";
import { POST as enhanceDocument } from "@/app/api/documents/[id]/enhance/route";
import { db } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { wordMultiset } from "@/tests/support/word-multiset";
import { callRoute, createUser, disconnectDb, json } from "../support";

afterAll(disconnectDb);
beforeEach(() => resetRateLimits());

const SPOKEN = [
  "the report is ready and the report is long so send the report to sarah and sarah will read it",
  "no no no I said the train not the train station",
  "we need water water and more water for the garden and the garden party",
];

describe("repeated words survive the AI", () => {
  it.each(SPOKEN)("Fix Punctuation keeps every word of %j", async (text) => {
    const { cookie } = await createUser();
    const res = await callRoute(enhancePunctuation, { method: "POST", url: "/api/ai/enhance-punctuation", cookie, body: { text } });
    expect(res.status).toBe(200);
    const { enhancedText } = await json<{ enhancedText: string }>(res);
    expect(wordMultiset(enhancedText)).toEqual(wordMultiset(text));
  });

  it.each(SPOKEN.slice(0, 1))("Enhance Doc keeps every word of %j", async (text) => {
    const { user, cookie } = await createUser();
    const doc = await db.document.create({ data: { userId: user.id, content: text } });
    const res = await callRoute(enhanceDocument, { method: "POST", url: `/api/documents/${doc.id}/enhance`, cookie, params: { id: doc.id } });
    expect(res.status).toBe(200);
    const { content } = await json<{ content: string }>(res);
    expect(wordMultiset(content)).toEqual(wordMultiset(text));
  });
});
