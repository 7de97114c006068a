import { contrastRatio } from "@/lib/accessibility/color-contrast";
import {
  COLOR_SCHEMES,
  deriveThemeTokens,
  highlightTextColor,
  matchColorScheme,
  SCHEME_BUTTONS,
} from "@/lib/accessibility/color-schemes";

describe("colour schemes (core-product §9)", () => {
  it("offers the seven schemes, the first six as buttons", () => {
    expect(COLOR_SCHEMES.map((s) => s.label)).toEqual([
      "Cream Background", "Blue Tint", "Yellow Highlight", "Green Paper", "Grey Scale", "High Contrast", "Default",
    ]);
    expect(SCHEME_BUTTONS).toHaveLength(6);
  });

  it("recognises a scheme from its colours", () => {
    expect(matchColorScheme({ backgroundColor: "#FDF6E3", textColor: "#1f1f1f" })).toBe("cream");
    expect(matchColorScheme({ backgroundColor: "#ffffff", textColor: "#000000" })).toBe("default");
    expect(matchColorScheme({ backgroundColor: "#123456", textColor: "#ffffff" })).toBe("custom");
  });

  // Every scheme, plus imported colours that are too faint, must still give readable text.
  const pairs = [
    ...COLOR_SCHEMES.map((s) => [s.label, s.backgroundColor, s.textColor] as const),
    ["faint custom", "#ffffff", "#dddddd"] as const,
    ["dark custom", "#1e293b", "#334155"] as const,
  ];

  it.each(pairs)("%s: text and controls meet WCAG AA contrast", (_name, bg, fg) => {
    const t = deriveThemeTokens(bg, fg);
    expect(contrastRatio(t.foreground, t.background)).toBeGreaterThanOrEqual(7);
    for (const surface of [t.background, t.card, t.muted]) {
      expect(contrastRatio(t["muted-foreground"], surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.foreground, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(t["secondary-foreground"], t.secondary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t["accent-foreground"], t.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t["primary-foreground"], t.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t["destructive-foreground"], t.destructive)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t["success-foreground"], t.success)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t["warning-foreground"], t.warning)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.destructive, t.background)).toBeGreaterThanOrEqual(4.5);
    // Non-text contrast (WCAG 1.4.11) for input borders and the focus ring.
    expect(contrastRatio(t.input, t.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(t.ring, t.background)).toBeGreaterThanOrEqual(3);
  });

  it.each(COLOR_SCHEMES.map((s) => [s.label, s.highlightColor]))("%s: highlighted words stay readable", (_n, hl) => {
    expect(contrastRatio(highlightTextColor(hl), hl)).toBeGreaterThanOrEqual(7);
  });

  it("computes contrast ratios like WCAG", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
