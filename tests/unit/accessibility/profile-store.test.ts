/**
 * @jest-environment jsdom
 */
import { DISPLAY_COOKIE, serializeDisplayCookie } from "@/lib/accessibility/display-cookie";
import { getStoredProfile, resetProfileStoreForTests } from "@/lib/accessibility/profile-store";
import { applyDyslexiaFriendlyPreset, DEFAULT_PROFILE, PROFILE_STORAGE_KEY } from "@/lib/accessibility/profile";

// The cookie is the reader's last applied settings: with no saved copy in this browser, the app
// starts from it rather than from the defaults (which would restyle the server-drawn page).
const setCookie = (value: object) => {
  document.cookie = `${DISPLAY_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/`;
};

describe("the saved profile, with the display cookie", () => {
  afterEach(() => {
    document.cookie = `${DISPLAY_COOKIE}=; Path=/; Max-Age=0`;
    localStorage.clear();
    resetProfileStoreForTests();
  });

  it("starts from the cookie when this browser's storage is empty, and saves it there", () => {
    setCookie({ backgroundColor: "#fdf6e3", textColor: "#1f1f1f", fontSize: 18 });
    resetProfileStoreForTests();
    const seeded = {
      profile: { ...DEFAULT_PROFILE, backgroundColor: "#fdf6e3", textColor: "#1f1f1f", fontSize: 18 },
      updatedAt: null, // the account's copy, when there is one, still wins on sync
    };
    expect(getStoredProfile()).toEqual(seeded);
    // the next load reads the saved copy, even once the cookie is gone
    document.cookie = `${DISPLAY_COOKIE}=; Path=/; Max-Age=0`;
    resetProfileStoreForTests();
    expect(getStoredProfile()).toEqual(seeded);
  });

  it("starts from the cookie's dyslexia-friendly look with OpenDyslexic and high contrast", () => {
    const preset = { ...applyDyslexiaFriendlyPreset(DEFAULT_PROFILE), preferredFont: "opendyslexic" as const, contrastMode: "high" as const };
    document.cookie = `${DISPLAY_COOKIE}=${serializeDisplayCookie(preset)}; Path=/`;
    resetProfileStoreForTests();
    // the switch in the toolbar shows the preset as on, as the page looks
    expect(getStoredProfile().profile).toEqual(preset);
  });

  it("starts from the defaults, and keeps storage empty, with a cookie the app did not write", () => {
    setCookie({ fontSize: 18, readingSpeed: 300 });
    resetProfileStoreForTests();
    expect(getStoredProfile()).toEqual({ profile: DEFAULT_PROFILE, updatedAt: null });
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  });

  it("keeps the browser's saved copy over the cookie", () => {
    setCookie({ fontSize: 18 });
    localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify({ ...DEFAULT_PROFILE, fontSize: 20, updatedAt: "2026-01-01T00:00:00.000Z" }));
    resetProfileStoreForTests();
    expect(getStoredProfile().profile.fontSize).toBe(20);
  });

  it("is the defaults with neither", () => {
    resetProfileStoreForTests();
    expect(getStoredProfile()).toEqual({ profile: DEFAULT_PROFILE, updatedAt: null });
  });
});
