/**
 * @jest-environment jsdom
 */
import { PROFILE_BOOT_SCRIPT } from "@/lib/accessibility/boot-script";
import { applyProfileToDocument, computeDocumentStyle } from "@/lib/accessibility/document-style";
import { DEFAULT_PROFILE, type AccessibilityProfile } from "@/lib/accessibility/profile";
import { STYLE_CACHE_KEY } from "@/lib/accessibility/document-style";

const custom: AccessibilityProfile = {
  ...DEFAULT_PROFILE,
  preferredFont: "opendyslexic",
  fontSize: 24,
  lineHeight: 2,
  letterSpacing: 0.12,
  wordSpacing: 0.16,
  backgroundColor: "#000000",
  textColor: "#ffffff",
  highlightColor: "#ffff00",
  contrastMode: "reverse",
};

describe("applyProfileToDocument", () => {
  it("sets the CSS variables and data attributes the stylesheet reads", () => {
    const root = document.createElement("html");
    applyProfileToDocument(custom, root);
    expect(root.style.getPropertyValue("--a11y-font-size")).toBe("24px");
    expect(root.style.getPropertyValue("--a11y-font-scale")).toBe("1.5");
    expect(root.style.getPropertyValue("--a11y-line-height")).toBe("2");
    expect(root.style.getPropertyValue("--a11y-letter-spacing")).toBe("0.12em");
    expect(root.style.getPropertyValue("--a11y-word-spacing")).toBe("0.16em");
    expect(root.style.getPropertyValue("--a11y-font-family")).toContain("var(--font-opendyslexic)");
    expect(root.style.getPropertyValue("--a11y-bg")).toBe("#000000");
    expect(root.style.getPropertyValue("--a11y-fg")).toBe("#ffffff");
    expect(root.style.getPropertyValue("--a11y-highlight")).toBe("#ffff00");
    expect(root.style.getPropertyValue("--a11y-highlight-fg")).toBe("#000000");
    // A dark scheme re-themes the whole app, not just the page background.
    expect(root.style.getPropertyValue("--background")).toBe("#000000");
    expect(root.style.getPropertyValue("--card")).not.toBe("");
    expect(root.dataset.contrast).toBe("reverse");
    expect(root.dataset.a11yScheme).toBe("high-contrast");
    expect(root.dataset.a11yTheme).toBe("dark");
    expect(root.dataset.a11yCustom).toBe("larger-text line-height letter-spacing word-spacing font");
  });

  it("marks only the text settings that differ from the defaults (larger text lets long words break)", () => {
    const root = document.createElement("html");
    applyProfileToDocument({ ...DEFAULT_PROFILE, fontSize: DEFAULT_PROFILE.fontSize + 1 }, root);
    expect(root.dataset.a11yCustom).toBe("larger-text");
    applyProfileToDocument({ ...DEFAULT_PROFILE, fontSize: DEFAULT_PROFILE.fontSize - 2 }, root);
    expect(root.dataset.a11yCustom).toBe("");
  });

  it("returns to the app's own palette for the Default scheme", () => {
    const root = document.createElement("html");
    applyProfileToDocument(custom, root);
    applyProfileToDocument(DEFAULT_PROFILE, root);
    expect(root.style.getPropertyValue("--background")).toBe("");
    expect(root.style.getPropertyValue("--a11y-bg")).toBe("var(--background)");
    expect(root.style.getPropertyValue("--a11y-font-size")).toBe("16px");
    expect(root.dataset.contrast).toBe("normal");
    expect(root.dataset.a11yScheme).toBe("default");
    expect(root.dataset.a11yCustom).toBe("");
  });
});

describe("boot script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("style");
  });

  it("re-applies the cached style exactly as applyProfileToDocument does", () => {
    const expected = document.createElement("html");
    const style = applyProfileToDocument(custom, expected);
    localStorage.setItem(STYLE_CACHE_KEY, JSON.stringify(style));
    new Function(PROFILE_BOOT_SCRIPT)();
    const root = document.documentElement;
    for (const name of Object.keys(style.vars)) {
      expect(root.style.getPropertyValue(name)).toBe(expected.style.getPropertyValue(name));
    }
    expect(root.dataset.contrast).toBe("reverse");
  });

  it("refuses names and values that are not plain CSS values, and survives garbage", () => {
    localStorage.setItem(
      STYLE_CACHE_KEY,
      JSON.stringify({ vars: { "--a11y-bg": "red; color: blue", "bad name": "1px" }, attributes: { onclick: "<x>" } }),
    );
    new Function(PROFILE_BOOT_SCRIPT)();
    expect(document.documentElement.style.getPropertyValue("--a11y-bg")).toBe("");
    expect(document.documentElement.hasAttribute("data-onclick")).toBe(false);
    localStorage.setItem(STYLE_CACHE_KEY, "{nope");
    expect(() => new Function(PROFILE_BOOT_SCRIPT)()).not.toThrow();
  });

  it("computes the same style for the same profile", () => {
    expect(computeDocumentStyle(custom)).toEqual(computeDocumentStyle({ ...custom }));
  });
});
