import { generateReferralCode, normalizeReferralCode, referralLink, REFERRAL_CODE_PATTERN } from "@/lib/share/referral";
import { cutQuote, emailShareHref, platformPosts, storyShareText } from "@/lib/share/share-text";
import { canRedeem, REWARDS, SUCCESS_STORIES } from "@/lib/share/share-data";

describe("referral codes and links", () => {
  it("generates readable codes of the stored shape", () => {
    for (let i = 0; i < 50; i++) expect(generateReferralCode()).toMatch(REFERRAL_CODE_PATTERN);
    expect(generateReferralCode(() => new Uint8Array([0, 1, 2, 3, 4, 30]))).toBe("SW-ABCDE9");
  });

  it("normalises typed codes and refuses anything else", () => {
    expect(normalizeReferralCode(" sw-abcde9 ")).toBe("SW-ABCDE9");
    expect(normalizeReferralCode("SW-ABCDE0")).toBeNull(); // 0 is not in the alphabet
    expect(normalizeReferralCode("<script>")).toBeNull();
    expect(normalizeReferralCode(42)).toBeNull();
  });

  it("builds the product address plus ?ref=", () => {
    expect(referralLink("https://saywrite.example", "SW-ABCDE9")).toBe("https://saywrite.example/?ref=SW-ABCDE9");
    expect(referralLink("http://127.0.0.1:3000/anything", "SW-ABCDE9")).toBe("http://127.0.0.1:3000/?ref=SW-ABCDE9");
  });
});

describe("share texts", () => {
  it("cuts a story quote at 120 characters", () => {
    const long = "a".repeat(150);
    expect(cutQuote(long)).toBe(`${"a".repeat(120)}...`);
    expect(cutQuote("short")).toBe("short");
    expect(cutQuote("b".repeat(120))).toBe("b".repeat(120));
  });

  it("shares a story with the cut quote, its time saved or 300%, and the user's link", () => {
    const [emma] = SUCCESS_STORIES;
    const text = storyShareText(emma, "https://x.test/?ref=SW-ABCDE9");
    expect(text).toContain(`"${emma.story.slice(0, 120).trimEnd()}..."`);
    expect(text).toContain("65%");
    expect(text).toContain("https://x.test/?ref=SW-ABCDE9");
    expect(storyShareText({ ...emma, metrics: {} }, "l")).toContain("300%");
  });

  it("puts the code and link in every platform post and the email", () => {
    const posts = platformPosts("https://x.test/?ref=SW-ABCDE9", "SW-ABCDE9");
    expect(posts.map((p) => p.platform)).toEqual(["Twitter", "LinkedIn", "Facebook"]);
    for (const p of posts) expect(p.text).toContain("https://x.test/?ref=SW-ABCDE9");
    expect(decodeURIComponent(emailShareHref("https://x.test/?ref=SW-ABCDE9", "SW-ABCDE9"))).toContain("SW-ABCDE9");
  });

  it("allows redeeming only what the balance covers (240 coins: three rewards)", () => {
    const allowed = REWARDS.filter((r) => canRedeem(240, r.cost)).map((r) => r.name);
    expect(allowed).toEqual(["Premium Month", "Ambassador Badge", "Legal Templates Pack"]);
  });
});
