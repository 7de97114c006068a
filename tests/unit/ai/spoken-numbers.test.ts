import { legalNumbers } from "@/lib/ai/local/legal-numbers";
import { cardinal, decimal, digitRun, year } from "@/lib/ai/local/spoken-numbers";

const words = (s: string) => s.split(" ");
const figure = (parse: typeof cardinal, s: string) => parse(words(s), 0)?.text;
const legal = (s: string) => legalNumbers(s).tokens.join(" ");

describe("spoken numbers", () => {
  it.each([
    ["ninety eight", "98"], ["one hundred and sixty two", "162"], ["thirty thousand", "30000"],
    ["fourteen thousand five hundred", "14500"], ["one million two hundred thousand", "1200000"], ["a hundred", "100"],
  ])("cardinal %s -> %s", (s, n) => expect(figure(cardinal, s)).toBe(n));

  it.each([["four point two", "4.2"], ["thirty one point six", "31.6"], ["twenty five point twelve", "25.12"], ["two point five", "2.5"]])(
    "decimal %s -> %s", (s, n) => expect(figure(decimal, s)).toBe(n));

  it.each([
    ["nineteen eighty", "1980"], ["eighteen sixty eight", "1868"], ["nineteen oh five", "1905"], ["twenty twenty four", "2024"],
    ["twenty ten", "2010"], ["two thousand and nine", "2009"],
  ])("year %s -> %s", (s, n) => expect(figure(year, s)).toBe(n));

  it("reads digits said one by one, and no year in a time or a count", () => {
    expect(figure(digitRun, "four one nine")).toBe("419");
    expect(year(words("eleven thirty"), 0)).toBeNull();
    expect(year(words("twenty one days"), 0)).toBeNull();
  });
});

describe("legal numbers", () => {
  it.each([
    ["under clause four point two of the lease", "under clause 4.2 of the lease"],
    ["section ninety eight applies", "section 98 applies"],
    ["subsection three b because", "subsection 3(b) because"],
    ["section twenty one a of the act", "section 21A of the act"],
    ["under rule twenty six b one", "under rule 26(b)(1)"],
    ["clauses three four and seven survive", "clauses 3, 4 and 7 survive"],
    ["within twenty eight days", "within 28 days"],
    ["within seven days", "within seven days"],
    ["damages of thirty thousand pounds", "damages of £30,000"],
    ["three point five million pounds", "£3.5 million"],
    ["dated the third of june twenty twenty five", "dated the 3rd of June 2025"],
    ["moved on or about the sixth of january without", "moved on or about the 6th of January without"],
    ["the lease expires on october thirty first so", "the lease expires on October 31 so"],
    ["from october seventeenth two thousand twenty five to", "from October 17, 2025 to"],
    ["the hearing on may third and", "the hearing on May 3 and"],
    ["we may first ask them", "we may first ask them"],
    ["they want to march first", "they want to march first"],
    ["the limitation act nineteen eighty", "the limitation act 1980"],
    ["donoghue v stevenson nineteen thirty two a c five six two", "donoghue v stevenson 1932 ac 562"],
    ["as part of the deal", "as part of the deal"],
  ])("%s -> %s", (spoken, written) => expect(legal(spoken)).toBe(written));

  it("marks references, dates and whole citations as spans a sentence must not break", () => {
    const n = legalNumbers("a claim under section five of the limitation act nineteen eighty and clause four point two");
    expect(n.spans.map((s) => n.tokens.slice(s.start, s.end).join(" "))).toEqual(["section 5 of the limitation act 1980", "clause 4.2"]);
  });
});
