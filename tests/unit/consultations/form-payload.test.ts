import {
  EMPTY_CONSULTATION_FORM,
  buildAccommodationNeeds,
  formatBudget,
  parseAccommodationJson,
  toConsultationPayload,
  toWholeNumber,
} from "@/lib/consultations/form-payload";

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

  it("formats cents as dollars", () => {
    expect(formatBudget(1_250_000)).toBe("$12,500");
    expect(formatBudget(1050)).toBe("$10.50");
  });
});
