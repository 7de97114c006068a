import {
  EMPTY_CONSULTATION_FORM,
  buildAccommodationNeeds,
  characterLimitHint,
  consultationFormSchema,
  formatBudget,
  parseAccommodationJson,
  serverFieldIssues,
  toConsultationPayload,
  toWholeNumber,
} from "@/lib/consultations/form-payload";
import { localDateString } from "@/lib/consultations/preferred-date";

const base = { ...EMPTY_CONSULTATION_FORM, companyName: "Acme", contactEmail: "hr@acme.test" };

describe("consultation form payload", () => {
  it("coerces numbers to whole numbers with 0 on failure", () => {
    expect(toWholeNumber("42")).toBe(42);
    expect(toWholeNumber("12.9")).toBe(12);
    expect(toWholeNumber("")).toBe(0);
    expect(toWholeNumber("lots")).toBe(0);
  });

  it("parses accommodation JSON: empty is {}, invalid or non-object is an error", () => {
    expect(parseAccommodationJson("  ")).toEqual({ ok: true, value: {} });
    expect(parseAccommodationJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseAccommodationJson("{a:1}").ok).toBe(false);
    expect(parseAccommodationJson("[1]").ok).toBe(false);
    expect(parseAccommodationJson("null").ok).toBe(false);
  });

  it("merges the checklist and plain-words needs over the JSON", () => {
    const r = buildAccommodationNeeds({ accommodations: ["speechToText", "bogus"], otherNeeds: " quiet room ", accommodationJson: '{"seats":3}' });
    expect(r).toEqual({ ok: true, value: { seats: 3, needs: ["speechToText"], otherNeeds: "quiet room" } });
  });

  it("builds the payload: budget dollars to cents, zero budget and empty date to null", () => {
    const r = toConsultationPayload({ ...base, budgetDollars: "12500", employeeCount: "80", scheduledDate: "" });
    expect(r).toEqual({
      ok: true,
      payload: expect.objectContaining({ budget: 1_250_000, employeeCount: 80, scheduledDate: null, accommodationNeeds: {} }),
    });
    const zero = toConsultationPayload({ ...base, budgetDollars: "0" });
    expect(zero.ok && zero.payload.budget).toBeNull();
  });

  it("refuses invalid JSON and negative numbers with a message", () => {
    expect(toConsultationPayload({ ...base, accommodationJson: "{oops" })).toMatchObject({ ok: false, message: expect.stringMatching(/JSON/) });
    expect(toConsultationPayload({ ...base, employeeCount: "-3" })).toMatchObject({ ok: false, message: expect.stringMatching(/negative/) });
  });

  it("puts every error on its own field, all at once, so the form shows it there rather than in a toast", () => {
    const result = consultationFormSchema.safeParse({
      ...EMPTY_CONSULTATION_FORM,
      employeeCount: "-5",
      budgetDollars: "-20",
      otherNeeds: "x".repeat(20_000),
      scheduledDate: "2020-01-01",
      notes: "n".repeat(5_001),
      accommodationJson: "{oops",
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({
      companyName: "Company name is required.",
      contactEmail: "Contact email is required.",
      employeeCount: "Employee count cannot be negative.",
      budgetDollars: "Budget cannot be negative.",
      otherNeeds: "Other needs must be at most 2,000 characters.",
      scheduledDate: "The date cannot be in the past. Choose today or a later date.",
      notes: "Notes must be at most 5000 characters.",
      accommodationJson: expect.stringMatching(/not valid JSON/),
    });
  });

  it("accepts today's date where the user is, and a filled-in form", () => {
    const today = localDateString(new Date());
    const ok = consultationFormSchema.safeParse({ ...base, scheduledDate: today, employeeCount: "40", otherNeeds: "x".repeat(2_000) });
    expect(ok.success).toBe(true);
  });

  it("maps the server's issues onto the form's fields and ignores those no field holds", () => {
    const body = {
      error: {
        code: "bad_request",
        message: "Employee count cannot be negative.",
        issues: [
          { path: "employeeCount", message: "Employee count cannot be negative." },
          { path: "accommodationNeeds.otherNeeds", message: "Other needs must be at most 2,000 characters." },
          { path: "accommodationNeeds", message: "Accommodation needs are too long." },
          { path: "budget", message: "Budget is too large." },
          { path: "duration", message: "Duration must be whole minutes." },
          { path: "", message: "These fields cannot be set: status." },
        ],
      },
    };
    expect(serverFieldIssues(body)).toEqual([
      { field: "employeeCount", message: "Employee count cannot be negative." },
      { field: "otherNeeds", message: "Other needs must be at most 2,000 characters." },
      { field: "accommodationJson", message: "Accommodation needs are too long." },
      { field: "budgetDollars", message: "Budget is too large." },
    ]);
    expect(serverFieldIssues(undefined)).toEqual([]);
    expect(serverFieldIssues({ error: { message: "x" } })).toEqual([]);
  });

  it("states a text box's limit and how much is used", () => {
    expect(characterLimitHint(0, 2_000)).toBe("Up to 2,000 characters (0 used).");
    expect(characterLimitHint(20_000, 2_000)).toBe("Up to 2,000 characters (20,000 used).");
  });

  it("formats cents as dollars", () => {
    expect(formatBudget(1_250_000)).toBe("$12,500");
    expect(formatBudget(1050)).toBe("$10.50");
  });
});
