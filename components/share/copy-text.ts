"use client";
import { toast } from "@/lib/toast";

/** Copies text and confirms with a toast; says so plainly when the browser refuses. */
export async function copyText(text: string, success: { title: string; description: string }): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast(success);
    return true;
  } catch {
    toast({ title: "Could not copy", description: "Your browser did not allow copying. Select the text and copy it instead.", variant: "destructive" });
    return false;
  }
}
