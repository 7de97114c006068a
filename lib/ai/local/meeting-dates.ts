// When a task is due, from the words a meeting used ("by friday", "tonight", "tomorrow morning",
// "next thursday", "on the twentieth", "end of the day"), resolved from the meeting's
// date. Only a day that was said gives a date: "this week", "next month" or "the end of the
// month" give none (the words stay in the task). Dates are
// calendar days (yyyy-mm-dd) worked out in UTC from the meeting day, so a server's time zone
// never moves them. Pure code.
import { MONTH_NAMES, ordinal } from "@/lib/ai/local/spoken-numbers";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
/** "friday": the name of a day of the week (lower case, as the rules compare words). */
export const isWeekday = (w: string) => WEEKDAYS.includes(w);
const DAY_MS = 86_400_000;

export type Due = { date: string; start: number; end: number };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

/** The meeting's calendar day at noon UTC. */
export function meetingDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
}

/** "friday" from Wednesday: this Friday; "next friday": the Friday of next week (weeks start on Monday). */
function weekday(day: Date, target: number, next: boolean): Date {
  const today = day.getUTCDay();
  if (!next) return addDays(day, ((target - today + 7) % 7) || 7);
  const monday = addDays(day, -((today + 6) % 7) + 7);
  return addDays(monday, (target + 6) % 7);
}

/** "the twentieth" (this month, or next month once it has passed), "the tenth of december". */
function dayOfMonth(day: Date, n: number, month?: number): Date | undefined {
  let y = day.getUTCFullYear();
  let m = month ?? day.getUTCMonth();
  if (month === undefined && n < day.getUTCDate()) m++;
  if (month !== undefined && month < day.getUTCMonth()) y++;
  const d = new Date(Date.UTC(y, m, n, 12));
  // ("march the third" said on the eleventh of March: a day gone by is no due date, and which year is meant is a guess)
  if (d.getTime() < day.getTime()) return undefined;
  return d.getUTCDate() === n ? d : undefined;
}

type Hit = { date: Date; next: number };

function phraseAt(w: readonly string[], i: number, day: Date): Hit | null {
  const x = w[i];
  if (/^(?:today|tonight)$/.test(x)) return { date: day, next: i + 1 };
  if (x === "this" && /^(?:morning|afternoon|evening)$/.test(w[i + 1])) return { date: day, next: i + 2 };
  if (x === "before" && w[i + 1] === "lunch") return { date: day, next: i + 2 };
  // "end of the day" is today; "end of the week" or "of the month" names no day (Friday or Sunday?
  // the 30th or the last working day?), so it gives no date and stays in the task's words
  if (x === "end" && w[i + 1] === "of" && (w[i + 2] === "the" || w[i + 2] === "play" || w[i + 2] === "day")) {
    const unit = w[i + 2] === "the" ? w[i + 3] : w[i + 2];
    const next = w[i + 2] === "the" ? i + 4 : i + 3;
    if (unit === "day" || unit === "play") {
      // "end of play friday", "end of the day on thursday": that day's end
      const then = phraseAt(w, w[next] === "on" ? next + 1 : next, day);
      return then ?? { date: day, next };
    }
  }
  // "by the end of today", "end of friday": that day
  if (x === "end" && w[i + 1] === "of" && /^(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(w[i + 2] ?? "")) return phraseAt(w, i + 2, day);
  // "the day after tomorrow"
  if (x === "day" && w[i + 1] === "after" && w[i + 2] === "tomorrow") return { date: addDays(day, 2), next: i + 3 };
  // "a week on monday", "a week tomorrow", "a week today": seven days after that day
  if (x === "a" && w[i + 1] === "week" && /^(?:on|from|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(w[i + 2] ?? "")) {
    const then = phraseAt(w, /^(?:on|from)$/.test(w[i + 2]) ? i + 3 : i + 2, day);
    return then ? { date: addDays(then.date, 7), next: then.next } : null;
  }
  if (x === "tomorrow") return { date: addDays(day, 1), next: /^(?:morning|afternoon|evening)$/.test(w[i + 1]) ? i + 2 : i + 1 };
  const isNext = x === "next";
  const wd = WEEKDAYS.indexOf(isNext ? w[i + 1] : x);
  if (wd >= 0) {
    let k = isNext ? i + 2 : i + 1;
    // "thursday the twenty sixth": the date said wins over the weekday.
    const at = w[k] === "the" ? k + 1 : k;
    const n = ordinal(w, at);
    if (n && n.value <= 31) {
      // "friday the fourteenth of march": the month said too
      const month = w[n.next] === "of" ? MONTH_NAMES.indexOf(w[n.next + 1]) : -1;
      const date = dayOfMonth(day, n.value, month >= 0 ? month : undefined);
      // ("friday the sixth" when the sixth is a Monday: one of the two was misheard, so no day is sure)
      return date && date.getUTCDay() === wd ? { date, next: month >= 0 ? n.next + 2 : n.next } : null;
    }
    // ("tuesday mornings": every Tuesday, no one day)
    if (/^(?:mornings|afternoons|evenings|nights)$/.test(w[k] ?? "")) return null;
    if (/^(?:morning|afternoon|evening|night)$/.test(w[k])) k++;
    // "friday week": the Friday after this one
    if (w[k] === "week" && !isNext) return { date: addDays(weekday(day, wd, false), 7), next: k + 1 };
    // "thursday next week": that day of next week
    if (w[k] === "next" && w[k + 1] === "week" && !isNext) return { date: weekday(day, wd, true), next: k + 2 };
    return { date: weekday(day, wd, isNext), next: k };
  }
  if (x === "the") {
    const n = ordinal(w, i + 1);
    if (!n || n.value > 31) return null;
    const month = w[n.next] === "of" ? MONTH_NAMES.indexOf(w[n.next + 1]) : -1;
    // "by the twelfth", "on the twentieth of may", "by the carol service, which is the twentieth"; not "the first floor", "which is the third time"
    if (month < 0 && !/^(?:by|on|before|until|till|for|from|after|due)$/.test(w[i - 1] ?? "") && !(w[i - 1] === "is" && w[i - 2] === "which" && !/^(?:time|times|one|ones|thing|things|step|person|place|item|point)$/.test(w[n.next] ?? ""))) return null;
    const date = dayOfMonth(day, n.value, month >= 0 ? month : undefined);
    return date ? { date, next: month >= 0 ? n.next + 2 : n.next } : null;
  }
  // "twentieth of march", "20 march", "14th march"
  const lead = /^\d{1,2}$/.test(x) ? { value: Number(x), next: i + 1 } : ordinal(w, i);
  if (lead && lead.value <= 31 && w[i - 1] !== "the") {
    const at = w[lead.next] === "of" ? lead.next + 1 : lead.next;
    const named = MONTH_NAMES.indexOf(w[at] ?? "");
    const date = named >= 0 ? dayOfMonth(day, lead.value, named) : undefined;
    if (date) return { date, next: at + 1 };
  }
  const month = MONTH_NAMES.indexOf(x);
  if (month >= 0) {
    const n = ordinal(w, w[i + 1] === "the" ? i + 2 : i + 1);
    const date = n && dayOfMonth(day, n.value, month);
    return date ? { date, next: n.next } : null;
  }
  return null;
}

/** Words that take back what was just said ("no wait", "sorry", "I mean", "or rather", "make that"). */
const REPAIR = /^(?:no|wait|sorry|actually|i|mean|or|rather|make|that|it|scratch|correction|hang|on|oh|ah|um|uh|er)$/;
const REPAIR_CUE = /^(?:no|wait|sorry|actually|mean|rather|make|scratch|correction)$/;

/**
 * "by friday no wait thursday", "on the twelfth sorry the thirteenth": a day taken back and said
 * again right after it; the day said last is the one meant (the words between are the repair).
 */
function repairedAt(words: readonly string[], from: number, day: Date): Hit | null {
  let k = from;
  let cue = false;
  while (k < words.length && k - from < 5 && REPAIR.test(words[k])) {
    // "on" is "hang on" or the day's own preposition ("no wait, on thursday")
    cue ||= REPAIR_CUE.test(words[k]) || (words[k] === "on" && words[k - 1] === "hang");
    k++;
  }
  if (!cue) return null;
  if (/^(?:by|before|until|till)$/.test(words[k] ?? "")) k++;
  const again = phraseAt(words, k, day);
  // the repaired day may itself be repaired ("friday no thursday no wednesday")
  return again ? (repairedAt(words, again.next, day) ?? again) : null;
}

/**
 * The first day said in `words` (lower case, no punctuation), with the span of the words that say
 * it (a leading "by", "on", "before", "for" or "until" included, so the task can drop them).
 */
export function findDue(said: readonly string[], now: Date): Due | undefined {
  const day = meetingDay(now);
  // "Friday's newsletter": the day the thing is for
  const words = said.map((w) => (/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)'s$/.test(w) ? w.slice(0, -2) : w));
  for (let i = 0; i < words.length; i++) {
    const hit = phraseAt(words, i, day);
    if (!hit) continue;
    // "by monday or tuesday": either day, so no day is sure (the words stay in the task)
    const other = words[hit.next] === "or" ? phraseAt(words, /^(?:by|on|before)$/.test(words[hit.next + 1] ?? "") ? hit.next + 2 : hit.next + 1, day) : null;
    if (other) {
      i = other.next - 1;
      continue;
    }
    let start = i;
    while (start > 0 && /^(?:by|on|before|for|until|till|first|thing|the|at|of|this)$/.test(words[start - 1]) && i - start < 3) start--;
    const repair = repairedAt(words, hit.next, day);
    return repair ? { date: iso(repair.date), start, end: repair.next } : { date: iso(hit.date), start, end: hit.next };
  }
  return undefined;
}
