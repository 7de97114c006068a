import { HttpError } from "@/lib/api-client";
import { classifySaveError, isRetryable, retryDelayMs, saveFailureDescription } from "@/lib/drafts/save-policy";
import { revertAiChange, textFingerprint } from "@/lib/drafts/ai-undo";

const http = (status: number, body = "") => new HttpError(status, body, "x");

describe("classifySaveError", () => {
  it.each([
    [http(401), "auth"],
    [http(500), "server"],
    [http(502), "server"],
    [http(503), "server"],
    [http(408), "server"],
    [http(429), "server"],
    [http(400, JSON.stringify({ error: { message: "Bad title" } })), "rejected"],
    [http(413), "rejected"],
    [http(404, JSON.stringify({ error: { message: "We could not find that document." } })), "gone"],
    [new TypeError("Failed to fetch"), "server"],
  ])("%s -> %s", (error, kind) => {
    expect(classifySaveError(error, true).kind).toBe(kind);
  });

  it("a failed fetch while the browser is offline is 'offline'", () => {
    expect(classifySaveError(new TypeError("Failed to fetch"), false).kind).toBe("offline");
  });

  it("retries network and server trouble only", () => {
    expect(isRetryable({ kind: "offline" })).toBe(true);
    expect(isRetryable({ kind: "server" })).toBe(true);
    expect(isRetryable({ kind: "auth" })).toBe(false);
    expect(isRetryable({ kind: "gone" })).toBe(false);
    expect(isRetryable({ kind: "rejected" })).toBe(false);
  });

  it("keeps the server's reason for a refused save", () => {
    const failure = classifySaveError(http(400, JSON.stringify({ error: { message: "Bad title" } })));
    expect(saveFailureDescription(failure)).toBe("Could not save document. Please try again. Bad title");
    expect(saveFailureDescription({ kind: "offline" })).toMatch(/^Could not save document\. Please try again\. .*offline/);
    expect(saveFailureDescription({ kind: "gone" })).toBe(
      "Could not save document. Please try again. This document was deleted, perhaps in another tab or on another device. " +
        "Your words are still here: save them as a new document.",
    );
  });
});

describe("retryDelayMs", () => {
  it("backs off from 5 s to a minute", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([5000, 10000, 20000, 40000, 60000, 60000, 60000]);
    expect(retryDelayMs(-1)).toBe(5000);
  });
});

describe("revertAiChange", () => {
  const change = { before: "hello world", after: "Hello, world." };
  it("gives the words back when nothing changed since", () => {
    expect(revertAiChange(change, "Hello, world.")).toBe("hello world");
  });
  it("keeps what was dictated or typed after the AI change", () => {
    expect(revertAiChange(change, "Hello, world. And more")).toBe("hello world And more");
  });
  it("refuses when later edits are inside the changed text", () => {
    expect(revertAiChange(change, "Hello, big world.")).toBeNull();
  });
});

describe("textFingerprint", () => {
  it("is stable and tells different texts apart", () => {
    expect(textFingerprint("abc")).toBe(textFingerprint("abc"));
    expect(textFingerprint("abc")).not.toBe(textFingerprint("abd"));
    expect(textFingerprint("")).toBe("0:45h");
  });
});
