// Finds legal citations in dictated text: statutes ("section 5 of the Limitation Act 1980",
// "42 U.S.C. § 1983"), cases ("Donoghue v Stevenson [1932] AC 562") and rules ("CPR Part 7").

export const REPORTERS: Record<string, string> = {
  ac: "AC", qb: "QB", kb: "KB", ch: "Ch", wlr: "WLR", "all er": "All ER", ukhl: "UKHL", uksc: "UKSC",
  "ewca civ": "EWCA Civ", ewhc: "EWHC", us: "U.S.", "s ct": "S. Ct.", "f 2d": "F.2d", "f 3d": "F.3d",
  "f supp": "F. Supp.", "l ed": "L. Ed.", lloyds: "Lloyd's Rep", cr: "Cr App R",
};
const REPORTER_ALT = Object.keys(REPORTERS).sort((a, b) => b.length - a.length).map((r) => r.replace(/ /g, "\\.?\\s+")).join("|");

const TITLE_STOP = new Set([
  "the", "under", "a", "an", "in", "by", "with", "per", "section", "s", "and", "or", "to", "is", "was", "be", "brought",
  "must", "within", "years", "year", "months", "see", "also", "this", "that", "our", "their", "its", "claim", "for",
]);

const PARTY_STOP = new Set([
  "the", "case", "leading", "is", "was", "and", "also", "consider", "in", "see", "under", "following", "we", "should",
  "of", "which", "that", "as", "per", "cf", "applied", "followed", "decision", "authority", "for", "on", "to", "a",
]);

function titleCase(words: string[]): string {
  return words
    .map((w) => (/^(?:of|the|and|for|in|on)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** Case names: "<party> v <party> [year] [volume] <reporter> <page>". */
function findCases(text: string): string[] {
  const tokens = text.replace(/[,;:()]/g, " ").split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!/^(?:v|vs|v\.|vs\.|versus)$/i.test(tokens[i])) continue;
    const left: string[] = [];
    for (let k = i - 1; k >= 0 && left.length < 4; k--) {
      const w = tokens[k].replace(/[.]$/, "");
      if (PARTY_STOP.has(w.toLowerCase()) || /^\d/.test(w) || /[.!?]$/.test(tokens[k]) && k !== i - 1) break;
      left.unshift(w);
    }
    const right: string[] = [];
    let j = i + 1;
    for (; j < tokens.length && right.length < 5; j++) {
      const raw = tokens[j];
      const w = raw.replace(/[.]$/, "");
      // "Board of Education": "of" inside a party name, when a name word follows.
      const innerOf = w.toLowerCase() === "of" && right.length > 0 && tokens[j + 1] && !PARTY_STOP.has(tokens[j + 1].toLowerCase()) && !/^\[?\d/.test(tokens[j + 1]);
      if ((PARTY_STOP.has(w.toLowerCase()) && !innerOf) || /^\[?\d/.test(w)) break;
      right.push(w);
      if (/[.!?]$/.test(raw)) {
        j++;
        break;
      }
    }
    if (left.length === 0 || right.length === 0) continue;
    let cite = `${titleCase(left)} v ${titleCase(right)}`;
    // Optional year, volume, reporter and page: "1932 ac 562", "[1991] 1 AC 398"
    const rest = tokens.slice(j, j + 6).join(" ");
    const ref = new RegExp(`^\\[?(\\d{4})\\]?\\s+(?:(\\d{1,3})\\s+)?(${REPORTER_ALT})\\.?\\s+(\\d{1,5})\\b`, "i").exec(rest);
    if (ref) {
      const reporterKey = ref[3].toLowerCase().replace(/\.?\s+/g, " ").replace(/\./g, "");
      const reporter = REPORTERS[reporterKey] ?? ref[3].toUpperCase();
      cite += ` [${ref[1]}]${ref[2] ? ` ${ref[2]}` : ""} ${reporter} ${ref[4]}`;
    } else {
      const year = /^\(?(\d{4})\)?\b/.exec(rest);
      if (year) cite += ` (${year[1]})`;
    }
    out.push(cite);
  }
  return out;
}

/** Statutes: "[section N of] the <Name> Act [of] <year>", US Code sections, rules. */
function findStatutes(text: string): string[] {
  const out: string[] = [];
  // "[section N of] the <Name> Act [of] <year>": the title is the run of words just before "Act".
  for (const m of text.matchAll(/\bact(?:,?\s+of)?,?\s+(\d{4})\b/gi)) {
    const before = text.slice(0, m.index).trim().split(/\s+/);
    const title: string[] = [];
    for (let k = before.length - 1; k >= 0 && title.length < 5; k--) {
      const w = before[k].replace(/[^\p{L}'-]/gu, "");
      const lower = w.toLowerCase();
      if (!w || TITLE_STOP.has(lower) || /^\d/.test(w)) break;
      if (lower === "of" && (title.length === 0 || TITLE_STOP.has((before[k - 1] ?? "").toLowerCase()))) break;
      title.unshift(w);
    }
    if (title.length === 0) continue;
    const section = /\b(?:section|s\.?|sections)\s+(\d+[a-z]?(?:\(\d+\))*)\s+of(?:\s+the)?\s*$/i.exec(before.slice(0, before.length - title.length).join(" "));
    out.push(`${section ? `Section ${section[1]}, ` : ""}${titleCase(title)} Act ${m[1]}`);
  }
  const usc = /\b(\d{1,2})\s*u\.?\s*s\.?\s*c\.?\s*(?:§+|section)?\s*(\d+[a-z]?)/gi;
  for (const m of text.matchAll(usc)) out.push(`${m[1]} U.S.C. § ${m[2]}`);
  for (const m of text.matchAll(/\bpart\s+(\d+)\s+of\s+the\s+civil\s+procedure\s+rules\b/gi)) out.push(`CPR Part ${m[1]}`);
  const rule = /\b(?:(?:federal\s+)?rule\s+(\d+(?:\.\d+)?(?:\([a-z0-9]+\))*)(?:\s+of\s+the\s+federal\s+rules\s+of\s+civil\s+procedure)?|cpr\s+(?:part\s+)?(\d+(?:\.\d+)?)|civil procedure rules?\s+(?:part\s+)?(\d+(?:\.\d+)?))/gi;
  for (const m of text.matchAll(rule)) {
    if (m[1]) out.push(/federal/i.test(m[0]) ? `Fed. R. Civ. P. ${m[1]}` : `Rule ${m[1]}`);
    else out.push(`CPR Part ${m[2] ?? m[3]}`);
  }
  return out;
}

export function findCitations(text: string): string[] {
  const all = [...findStatutes(text), ...findCases(text)];
  const seen = new Set<string>();
  return all.filter((c) => {
    const k = c.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Writes citations back into the text in their proper form ("donoghue v stevenson 1932 ac 562" -> "Donoghue v Stevenson [1932] AC 562"). */
export function formatCitationsInText(text: string, citations: string[]): string {
  let out = text;
  for (const cite of citations) {
    const act = /([A-Z][\p{L}' -]*? Act) (\d{4})$/u.exec(cite);
    if (act) {
      const words = act[1].split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\']/g, "\\$&"));
      // the writer's own words and marks between the name and the year stay ("Act of 1964", "Act, 1996")
      out = out.replace(new RegExp(`\\b${words.join("\\s+")}(,?\\s+(?:of\\s+)?)${act[2]}\\b`, "gi"), (_, between: string) => `${act[1]}${between}${act[2]}`);
      continue;
    }
    const words = cite.replace(/[[\]().,§]/g, " ").split(/\s+/).filter(Boolean);
    if (words.length < 2) continue;
    const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\']/g, "\\$&")).join("[\\s.,()\\[\\]§]+"), "i");
    out = out.replace(pattern, cite);
  }
  return out;
}
