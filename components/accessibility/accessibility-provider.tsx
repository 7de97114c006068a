"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { isInSignedInShell } from "@/lib/signed-in-shell";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import { scheduleIdle } from "@/lib/drafts/idle";
import {
  applyDyslexiaFriendlyPreset,
  DEFAULT_PROFILE,
  pickNewerProfile,
  profilesEqual,
  removeDyslexiaFriendlyPreset,
  type AccessibilityProfile,
} from "@/lib/accessibility/profile";
import { fetchRemoteProfile, pushRemoteProfile } from "@/lib/queries/accessibility-settings";
import {
  cacheDocumentStyle,
  getServerProfile,
  getStoredProfile,
  setStoredProfile,
  subscribeProfile,
} from "@/lib/accessibility/profile-store";

type AuthState = "unknown" | "signed-in" | "signed-out";

export type AccessibilityContextValue = {
  profile: AccessibilityProfile;
  updatedAt: string | null;
  /** False during the server render and hydration (defaults shown), true once storage was read. */
  isLoaded: boolean;
  isSignedIn: boolean;
  updateProfile: (changes: Partial<AccessibilityProfile>) => void;
  replaceProfile: (profile: AccessibilityProfile) => void;
  resetProfile: () => void;
  setDyslexiaFriendly: (on: boolean) => void;
};

const loadDocumentStyle = () => import("@/lib/accessibility/document-style");

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);
const PUSH_DELAY_MS = 600;
/** The server's copy is asked for at the first idle moment, or after this long at the latest. */
const PROFILE_SYNC_WAIT_MS = 1000;

/**
 * Holds the reader's accessibility profile: read from localStorage, applied to <html> on
 * every change, and kept in step with the server copy when signed in (the copy changed
 * most recently wins; see pickNewerProfile). Mount once in the root layout.
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeProfile, getStoredProfile, getServerProfile);
  const isLoaded = useHydrated(); // a transition after hydration, not a synchronous re-render
  const [auth, setAuth] = useState<AuthState>("unknown");
  const authRef = useRef<AuthState>("unknown");
  const pushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const beforePreset = useRef<AccessibilityProfile | null>(null);

  // Marks the page as interactive (this provider wraps every page): tests wait on it before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const pathname = usePathname();

  const setAuthState = useCallback((next: AuthState) => {
    authRef.current = next;
    setAuth(next);
  }, []);

  const flushPush = useCallback(
    async (keepalive = false) => {
      if (pushTimer.current) clearTimeout(pushTimer.current);
      pushTimer.current = null;
      if (authRef.current !== "signed-in") return;
      const sent = getStoredProfile();
      const result = await pushRemoteProfile(sent, { keepalive });
      if (result === "signed-out") setAuthState("signed-out");
      // The server kept a newer copy (changed on another device meanwhile): show that one.
      else if (result && getStoredProfile() === sent && result.updatedAt !== sent.updatedAt) setStoredProfile(result);
    },
    [setAuthState],
  );

  // Apply to <html> and cache the computed style for the pre-paint boot script (and the cookie
  // the server draws the next page from). The server and the boot script have already put the
  // style on <html> before the first paint, so the styling code loads after the page (not in every
  // page's first load) and, once loaded, changes only what differs; each change applies at once.
  const documentStyle = useModuleAfterLoad(loadDocumentStyle).module;
  useEffect(() => {
    if (!isLoaded || !documentStyle) return;
    cacheDocumentStyle(JSON.stringify(documentStyle.applyProfileToDocument(stored.profile, document.documentElement)));
    documentStyle.writeDisplayCookie(stored.profile); // the server draws the next page in these settings
    document.documentElement.dataset.a11yApplied = "true"; // tests wait on it: no stylesheet reads it
  }, [stored.profile, isLoaded, documentStyle]);

  // Sync with the server on load, and after each navigation until the reader is signed in.
  // Visitors' pages (landing, sign-in) do not ask: the answer would be a refusal. At the first
  // idle moment, not in the task that runs the page's first effects: starting a request costs a
  // slow phone's main thread tens of milliseconds, and the boot script already applied this
  // browser's copy (a change made meanwhile is newer, and is sent once the sync has answered).
  useEffect(() => {
    if (!isLoaded || authRef.current === "signed-in" || !isInSignedInShell()) return;
    let cancelled = false;
    const cancelIdle = scheduleIdle(() => {
      void fetchRemoteProfile().then((remote) => {
        if (cancelled || !remote) return;
        if (!remote.signedIn) return setAuthState("signed-out");
        setAuthState("signed-in");
        const local = getStoredProfile();
        const winner = pickNewerProfile(local, remote.stored);
        if (winner && winner !== local) setStoredProfile(winner);
        else if (local.updatedAt) void flushPush();
      });
    }, PROFILE_SYNC_WAIT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [isLoaded, pathname, flushPush, setAuthState]);

  // Do not lose a pending save when the page goes away.
  useEffect(() => {
    const onHide = () => {
      if (pushTimer.current) void flushPush(true);
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [flushPush]);

  const replaceProfile = useCallback(
    (profile: AccessibilityProfile) => {
      if (profilesEqual(profile, getStoredProfile().profile)) return;
      setStoredProfile({ profile, updatedAt: new Date().toISOString() });
      if (authRef.current !== "signed-in") return;
      if (pushTimer.current) clearTimeout(pushTimer.current);
      pushTimer.current = setTimeout(() => void flushPush(), PUSH_DELAY_MS);
    },
    [flushPush],
  );

  const value = useMemo<AccessibilityContextValue>(
    () => ({
      profile: stored.profile,
      updatedAt: stored.updatedAt,
      isLoaded,
      isSignedIn: auth === "signed-in",
      replaceProfile,
      updateProfile: (changes) => replaceProfile({ ...getStoredProfile().profile, ...changes }),
      resetProfile: () => {
        beforePreset.current = null;
        setStoredProfile({ profile: { ...DEFAULT_PROFILE }, updatedAt: new Date().toISOString() });
        void flushPush();
      },
      setDyslexiaFriendly: (on) => {
        const current = getStoredProfile().profile;
        replaceProfile(on ? applyDyslexiaFriendlyPreset(current) : removeDyslexiaFriendlyPreset(current, beforePreset.current));
        beforePreset.current = on ? current : null;
      },
    }),
    [stored, isLoaded, auth, replaceProfile, flushPush],
  );

  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibilityProfile(): AccessibilityContextValue {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error("useAccessibilityProfile must be used inside <AccessibilityProvider>");
  return value;
}
