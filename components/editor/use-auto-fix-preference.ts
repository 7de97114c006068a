"use client";
import { useCallback } from "react";
import { useStoredChoice } from "@/components/editor/use-stored-choice";

// Auto-enhancement after dictation is on by default (core-product §4); a user who prefers
// their words untouched can switch it off, and the choice is remembered in this browser.
export function useAutoFixPreference(): [boolean, (on: boolean) => void] {
  const [value, setValue] = useStoredChoice("saywrite:auto-fix-punctuation", "on");
  const set = useCallback((on: boolean) => setValue(on ? "on" : "off"), [setValue]);
  return [value !== "off", set];
}
