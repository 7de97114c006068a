// Meeting minutes: a participant listed with a title and a full name ("Dr Hana Sato") is the one called by the given
// name; a name said with "and I" and a verb is spoken about, not asked; other work on a thing of the same kind takes
// nothing asked before; "it" is never a noun of the verb's own doing ("sign it" is not "sign your signature"); a
// question of what has been, put to the room after a task, gives it no day; the one thanked with "thank you, Steve" is
// not who speaks next. Every meeting below was written for this
// file in its own words; none comes from a set.
import { processMeeting } from "@/lib/ai/local/meeting";
import { calledBy, nameWords } from "@/lib/ai/local/meeting-names";

// a Monday
const tasks = (transcript: string, participants = ["Dr Hana Sato", "Prof Owen Price", "Lucy Baines"]) =>
  processMeeting({ transcript, meetingTitle: "Lab meeting", participants }, new Date("2026-11-30T09:00:00Z")).actionItems.map(
    (a) => `${a.task} | ${a.assignee ?? "-"} | ${a.dueDate ?? "-"}`,
  );

describe("meeting minutes: people listed with a title", () => {
  it("calls a titled participant by the given name, and one listed with a title and one name by both", () => {
    expect(calledBy("Dr Hana Sato")).toBe("Hana");
    expect(calledBy("Prof Owen Price")).toBe("Owen");
    expect(calledBy("Dr Okafor")).toBe("Dr");
    expect(nameWords("Dr Okafor")).toEqual(["Dr", "Okafor"]);
    expect(calledBy("Lucy Baines")).toBe("Lucy");
  });

  it("gives work to a titled participant named by the given name, typed or said", () => {
    expect(tasks("Lucy: Hana, can you order the antibodies by Wednesday?\nHana: Yes, I'll order them today.")).toEqual(["Order the antibodies | Dr Hana Sato | 2026-11-30"]);
    expect(tasks("Owen: I'll book the cold room for Friday.\nHana: Thanks, Owen.")).toEqual(["Book the cold room | Prof Owen Price | 2026-12-04"]);
    expect(tasks("lucy could you clean the centrifuge tomorrow yes i'll do it first thing and owen here i'll renew the licence on thursday")).toEqual([
      "Clean the centrifuge | Lucy Baines | 2026-12-01",
      "Renew the licence | Prof Owen Price | 2026-12-03",
    ]);
  });

  it("knows a titled participant by title and surname, or surname alone", () => {
    const people = ["Dr Clare Byrne", "Steve Walsh", "Prof Martin Hale"];
    expect(tasks("Steve: Dr Byrne, can you sign the consent forms by Friday?\nDr Byrne: Yes, I'll do that.", people)).toEqual(["Sign the consent forms | Dr Clare Byrne | 2026-12-04"]);
    expect(tasks("Steve: Dr Byrne will chair the panel on Thursday.", people)).toEqual(["Chair the panel | Dr Clare Byrne | 2026-12-03"]);
    expect(tasks("Steve: Professor Hale, could you review the grant draft by Wednesday?\nProf Hale: Sure.", people)).toEqual(["Review the grant draft | Prof Martin Hale | 2026-12-02"]);
  });

  it("keeps a co-owner said with 'and I' for work to come, and 'Clare and I' in what was said", () => {
    const people = ["Dr Clare Byrne", "Steve Walsh", "Nadia Rahman"];
    expect(tasks("Nadia: Steve and I will paint the hall on Saturday.", people)).toEqual(["Paint the hall | Steve Walsh | 2026-12-05"]);
    const out = processMeeting({ transcript: "Nadia: Clare and I talked about the rota, and we think it works. Steve, can you print the new rota by Wednesday?", meetingTitle: "Rota", participants: people }, new Date("2026-11-30T09:00:00Z"));
    expect(out.keyPoints.some((k) => /Clare and I talked about the rota/.test(k))).toBe(true);
  });

  it("reads a name said with 'and I' and a verb as spoken about, so a later request is nobody's for sure", () => {
    const out = tasks("right lucy and i looked at the budget and it's tight so can you cut the reagent order by friday");
    expect(out.some((x) => / \| Lucy Baines \| /.test(x))).toBe(false);
  });

  it("gives no one work asked before when they take on other work on a thing of the same kind", () => {
    const out = tasks("Owen: can you send me the results chapter by Friday?\nLucy: Yes, by Friday.\nOwen: And Hana, you'll read the methods chapter?\nHana: Yes, I'll read it by Thursday.");
    expect(out).toContain("Read the methods chapter | Dr Hana Sato | 2026-12-03");
    expect(out.some((x) => /results chapter \| Dr Hana Sato/.test(x))).toBe(false);
  });
});

describe("meeting minutes: what 'it' stands for", () => {
  it("never takes a noun of the verb's own doing for the thing done", () => {
    const out = tasks("Lucy: Owen, the grant form needs your signature.\nOwen: Right, I'll sign it tomorrow.");
    expect(out).toEqual(["Sign the grant form | Prof Owen Price | 2026-12-01"]);
  });
});

describe("meeting minutes: a question after a task", () => {
  it("takes no day from a question of what has been, put to the room", () => {
    expect(tasks("Lucy: I'll write up the protocol. Did anyone see the forecast for Saturday?")).toEqual(["Write up the protocol | Lucy Baines | -"]);
    expect(tasks("Lucy: I'll write up the protocol. Has anyone heard from the supplier since Friday?")).toEqual(["Write up the protocol | Lucy Baines | -"]);
  });

  it("still takes the day of a question about when the work is due", () => {
    expect(tasks("Lucy: I'll write up the protocol. Is Thursday okay?")).toEqual(["Write up the protocol | Lucy Baines | 2026-12-03"]);
  });
});

describe("meeting minutes: the one thanked", () => {
  it("is not who speaks next when thanked with 'thank you' and the name", () => {
    const out = tasks("Hana: I'll send out the rota on the first of December. Lucy: Thank you, Owen, and someone needs to ring the supplier about the broken freezer. I'll ring them myself tomorrow.", ["Hana", "Owen", "Lucy"]);
    expect(out.some((x) => /freezer \| Owen/.test(x) || /^Ring them \| Owen/.test(x))).toBe(false);
    expect(out).toContain("Send out the rota | Hana | 2026-12-01");
  });
});
