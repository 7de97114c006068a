/**
 * @jest-environment jsdom
 */
import { DISPLAY_COOKIE, readDisplayCookieInBrowser, serializeDisplayCookie, writeDisplayCookie } from "@/lib/accessibility/display-cookie";
import { applyProfileToDocument, computeDocumentStyle, htmlStyleProps } from "@/lib/accessibility/document-style";
import { applyDyslexiaFriendlyPreset, DEFAULT_PROFILE, PROFILE_RANGES } from "@/lib/accessibility/profile";
import { profileFromDisplayCookie } from "@/lib/schemas/display-cookie";

const reader = { ...applyDyslexiaFriendlyPreset(DEFAULT_PROFILE), preferredFont: "opendyslexic" as const, contrastMode: "high" as const };
/** The value the server reads: Next hands the root layout the cookie URI-decoded. */
const onServer = (value: string | null) => (value === null ? undefined : decodeURIComponent(value));
const setCookie = (json: string) => {
  document.cookie = `${DISPLAY_COOKIE}=${encodeURIComponent(json)}; Path=/`;
};

describe("display cookie", () => {
  afterEach(() => {
    document.cookie = `${DISPLAY_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("gives the server the same look the browser applies, and the browser the same profile", () => {
    const value = serializeDisplayCookie(reader);
    expect(computeDocumentStyle(profileFromDisplayCookie(onServer(value)))).toEqual(computeDocumentStyle(reader));
    writeDisplayCookie(reader);
    expect(readDisplayCookieInBrowser()).toEqual(profileFromDisplayCookie(onServer(value)));
  });

  it("carries only the display settings that differ from the defaults, in a few hundred bytes at most", () => {
    const busy = { ...reader, readingSpeed: 300, enableWordPrediction: true, enablePhoneticSpelling: true, enableTextHighlighting: false };
    expect(JSON.parse(onServer(serializeDisplayCookie(busy)) ?? "{}")).toEqual({
      preferredFont: "opendyslexic",
      fontSize: 18,
      lineHeight: 1.6,
      letterSpacing: 0.05,
      wordSpacing: 0.16,
      backgroundColor: "#fdf6e3",
      textColor: "#1f1f1f",
      highlightColor: reader.highlightColor,
      contrastMode: "high",
      dyslexiaFriendly: true,
    });
    const largest = {
      ...busy,
      fontSize: PROFILE_RANGES.fontSize.max - 1,
      lineHeight: 1.9,
      letterSpacing: 0.19,
      wordSpacing: 0.38,
      contrastMode: "reverse" as const,
    };
    expect(serializeDisplayCookie(largest)!.length).toBeLessThan(400);
  });

  it("sends nothing for a reader on the defaults", () => {
    expect(serializeDisplayCookie(DEFAULT_PROFILE)).toBeNull();
    writeDisplayCookie(reader);
    expect(document.cookie).toContain(`${DISPLAY_COOKIE}=`);
    writeDisplayCookie(DEFAULT_PROFILE);
    expect(document.cookie).not.toContain(`${DISPLAY_COOKIE}=`);
    expect(readDisplayCookieInBrowser()).toBeNull();
  });

  // Anything the app would not have written is ignored whole, by the server and by the browser alike.
  it.each([
    ["not JSON", "{fontSize:18"],
    ["not an object", "[18]"],
    ["empty", "{}"],
    ["another field of the profile", '{"fontSize":18,"readingSpeed":300}'],
    ["a number out of range", '{"fontSize":99}'],
    ["a number off its slider's step", '{"lineHeight":1.55}'],
    ["a number as text", '{"fontSize":"18"}'],
    ["CSS in a value", '{"lineHeight":"1; color: red"}'],
    ["markup as a colour", '{"textColor":"<b>"}'],
    ["a colour the app does not write", '{"textColor":"#FFF"}'],
    ["an unknown font", '{"preferredFont":"papyrus"}'],
    ["a switch as text", '{"dyslexiaFriendly":"true"}'],
    ["far too long", `{"fontSize":18${" ".repeat(500)}}`],
  ])("a cookie with %s gives the defaults, without an error", (_, json) => {
    expect(profileFromDisplayCookie(json)).toEqual(DEFAULT_PROFILE);
    setCookie(json);
    expect(readDisplayCookieInBrowser()).toBeNull();
  });

  it("gives the defaults with no cookie, or one that does not decode", () => {
    expect(profileFromDisplayCookie(undefined)).toEqual(DEFAULT_PROFILE);
    document.cookie = `${DISPLAY_COOKIE}=%E0%A4%A; Path=/`;
    expect(readDisplayCookieInBrowser()).toBeNull();
  });
});

describe("the server-drawn <html>", () => {
  it("holds what the browser would apply, so applying it again changes nothing", () => {
    const root = document.createElement("html");
    const { style, ...attributes } = htmlStyleProps(computeDocumentStyle(reader));
    for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value);
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
    const changes = new MutationObserver(() => {});
    changes.observe(root, { attributes: true });
    applyProfileToDocument(reader, root);
    expect(changes.takeRecords()).toEqual([]);
    applyProfileToDocument(DEFAULT_PROFILE, root);
    expect(changes.takeRecords().length).toBeGreaterThan(0);
    expect(root.dataset.a11yScheme).toBe("default");
  });
});
