"use client";
import { Check } from "lucide-react";
import { useAccessibilityProfile } from "@/components/accessibility/accessibility-provider";
import { ChoiceCards, SettingSlider } from "@/components/accessibility/setting-controls";
import { COLOR_SCHEMES, matchColorScheme } from "@/lib/accessibility/color-schemes";
import { READING_FONTS, type FontId } from "@/lib/accessibility/fonts";
import { PROFILE_RANGES, type ContrastMode } from "@/lib/accessibility/profile";
import { cn } from "@/lib/utils";

const CONTRAST_CHOICES: { value: ContrastMode; label: string; hint: string }[] = [
  { value: "normal", label: "Normal", hint: "Colours as they are." },
  { value: "high", label: "High contrast", hint: "Colours 150% stronger." },
  { value: "reverse", label: "Reverse", hint: "Light text on a dark page (inverted colours)." },
];

export function DisplayTab() {
  const { profile, updateProfile } = useAccessibilityProfile();
  const scheme = matchColorScheme(profile);

  return (
    <div className="space-y-8">
      <ChoiceCards<FontId>
        legend="Font"
        name="a11y-font"
        value={profile.preferredFont}
        onChange={(preferredFont) => updateProfile({ preferredFont })}
        columns={2}
        choices={READING_FONTS.map((f) => ({ value: f.id, label: f.label, hint: f.description, style: { fontFamily: f.stack } }))}
      />

      <div className="space-y-5">
        <SettingSlider
          label="Text size"
          testId="a11y-font-size"
          range={PROFILE_RANGES.fontSize}
          value={profile.fontSize}
          format={(v) => `${v} px`}
          stepLabels={["Smaller", "Larger"]}
          onChange={(fontSize) => updateProfile({ fontSize })}
        />
        <SettingSlider
          label="Line spacing"
          testId="a11y-line-height"
          range={PROFILE_RANGES.lineHeight}
          value={profile.lineHeight}
          format={(v) => v.toFixed(1)}
          onChange={(lineHeight) => updateProfile({ lineHeight })}
        />
        <SettingSlider
          label="Letter spacing"
          testId="a11y-letter-spacing"
          range={PROFILE_RANGES.letterSpacing}
          value={profile.letterSpacing}
          format={(v) => `${v.toFixed(2)} em`}
          onChange={(letterSpacing) => updateProfile({ letterSpacing })}
        />
        <SettingSlider
          label="Word spacing"
          testId="a11y-word-spacing"
          range={PROFILE_RANGES.wordSpacing}
          value={profile.wordSpacing}
          format={(v) => `${v.toFixed(2)} em`}
          onChange={(wordSpacing) => updateProfile({ wordSpacing })}
        />
      </div>

      <fieldset>
        <legend className="mb-2 font-semibold">Colour scheme</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {COLOR_SCHEMES.map((s) => {
            const selected = scheme === s.id;
            return (
              <button
                key={s.id}
                type="button"
                aria-pressed={selected}
                onClick={() =>
                  updateProfile({ backgroundColor: s.backgroundColor, textColor: s.textColor, highlightColor: s.highlightColor })
                }
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-lg border-2 px-3 py-2 text-left font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring",
                  selected ? "border-primary bg-accent text-accent-foreground" : "border-input bg-background",
                )}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border-2 border-input text-base"
                  style={{ backgroundColor: s.backgroundColor, color: s.textColor }}
                  data-a11y-keep-colours=""
                >
                  Aa
                </span>
                <span className="min-w-0 flex-1">{s.label}</span>
                {selected ? <Check aria-hidden="true" className="size-5 shrink-0" /> : null}
              </button>
            );
          })}
        </div>
      </fieldset>

      <ChoiceCards<ContrastMode>
        legend="Contrast"
        name="a11y-contrast"
        value={profile.contrastMode}
        onChange={(contrastMode) => updateProfile({ contrastMode })}
        choices={CONTRAST_CHOICES}
      />
    </div>
  );
}
