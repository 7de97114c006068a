"use client";
import dynamic from "next/dynamic";
import { useSyncExternalStore, type ComponentProps } from "react";
import { getServerProfile, getStoredProfile, subscribeProfile } from "@/lib/accessibility/profile-store";

// Word prediction is off by default: its strip and its model load only once it is switched on,
// not with every editor.
const WordPrediction = dynamic(() => import("@/components/editor/prediction/prediction-strip").then((m) => m.WordPrediction), { ssr: false });

const isOn = () => getStoredProfile().profile.enableWordPrediction;
const isOnOnServer = () => getServerProfile().profile.enableWordPrediction;

export function WordPredictionWhenOn(props: ComponentProps<typeof WordPrediction>) {
  const on = useSyncExternalStore(subscribeProfile, isOn, isOnOnServer);
  return on ? <WordPrediction {...props} /> : null;
}
