/**
 * @jest-environment jsdom
 */
import { DISPLAY_COOKIE, parseDisplayCookie, serializeDisplayCookie, writeDisplayCookie } from "@/lib/accessibility/display-cookie";
import { applyProfileToDocument, computeDocumentStyle, htmlStyleProps } from "@/lib/accessibility/document-style";
import { applyDyslexiaFriendlyPreset, DEFAULT_PROFILE } from "@/lib/accessibility/profile";

const reader = { ...applyDyslexiaFriendlyPreset(DEFAULT_PROFILE), preferredFont: "opendyslexic" as const, contrastMode: "high" as const };

describe("display cookie", () => {
  afterEach(() => {
    document.cookie = `${DISPLAY_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("gives the server the same look the browser applies", () => {
    expect(computeDocumentStyle(parseDisplayCookie(serializeDisplayCookie(reader) ?? undefined))).toEqual(computeDocumentStyle(reader));
  });

  it("sends nothing for a reader on the defaults, and the defaults for a missing or broken cookie", () => {
    expect(serializeDisplayCookie(DEFAULT_PROFILE)).toBeNull();
    expect(parseDisplayCookie(undefined)).toEqual(DEFAULT_PROFILE);
    expect(parseDisplayCookie("%E0%A4%A")).toEqual(DEFAULT_PROFILE);
    expect(parseDisplayCookie(encodeURIComponent('{"fontSize":99,"lineHeight":"1; color: red","textColor":"<b>"}'))).toEqual({ ...DEFAULT_PROFILE, fontSize: 24 });
  });

  it("is written when the settings change and removed when they are the defaults again", () => {
    writeDisplayCookie(reader);
    expect(document.cookie).toContain(`${DISPLAY_COOKIE}=`);
    writeDisplayCookie(DEFAULT_PROFILE);
    expect(document.cookie).not.toContain(`${DISPLAY_COOKIE}=`);
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
