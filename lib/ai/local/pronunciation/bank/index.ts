// Local pronunciation engine: the curated practice banks, one per base language, parsed once on first use.
import { ar } from "./ar";
import { cs } from "./cs";
import { da } from "./da";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fi } from "./fi";
import { fr } from "./fr";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { nl } from "./nl";
import { no } from "./no";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { sv } from "./sv";
import { tr } from "./tr";
import { zh } from "./zh";
import { baseLanguage } from "@/lib/languages";
import { applyVariant } from "../language-info";
import { categories, difficulties, parseBank, type Bank, type BankItem, type BankSource } from "./types";

export { categories, difficulties, type Bank, type BankItem, type Category, type Difficulty } from "./types";

const SOURCES: Record<string, BankSource> = { ar, cs, da, de, en, es, fi, fr, hi, it, ja, ko, nl, no, pl, pt, ru, sv, tr, zh };

const parsed = new Map<string, Bank>();

/** The bank of a base language ("en", "es", ...), or undefined when there is none. */
export function bankFor(base: string): Bank | undefined {
  const source = SOURCES[base];
  if (!source) return undefined;
  let bank = parsed.get(base);
  if (!bank) {
    bank = parseBank(source);
    parsed.set(base, bank);
  }
  return bank;
}

const squash = (s: string) => s.normalize("NFC").toLowerCase().replace(/[\p{P}\p{S}\s]+/gu, "");

const indexes = new Map<string, Map<string, BankItem>>();

/**
 * Finds the bank item with this text for a language code (variants applied), ignoring case, spacing
 * and punctuation. Used to recover a target's reading (Japanese romaji) and respelling during analysis.
 */
export function findBankItem(code: string, text: string): BankItem | undefined {
  let index = indexes.get(code);
  if (!index) {
    index = new Map();
    const bank = bankFor(baseLanguage(code));
    for (const category of categories)
      for (const difficulty of difficulties)
        for (const item of bank?.[category][difficulty] ?? []) {
          const key = squash(applyVariant(item.text, code));
          if (!index.has(key)) index.set(key, item);
        }
    indexes.set(code, index);
  }
  return index.get(squash(text));
}
