// Meeting action items carry an internal tag of the rule path that made each one an action, gave its
// owner and gave its due date (never shown to users), so each path's precision can be measured; and a
// task taken on after a no, with no new speaker named, is nobody's for sure. Every meeting below was
// written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";
import { actionReason } from "@/lib/ai/local/meeting-actions";

const people = ["Hollis Vane", "Marit Olsen", "Kwame Asante"];
// a Tuesday
const minutes = (transcript: string) => processMeeting({ transcript, meetingTitle: "Community garden", participants: people }, new Date("2027-04-13T09:00:00Z"));

describe("meeting action items: rule paths and abstaining", () => {
  it("tags each item with the path of its action, owner and due date, and keeps the tag out of the item", () => {
    const [item] = minutes("hollis marit will you order the compost by friday marit yes i will").actionItems;
    expect(item).toEqual({ task: "Order the compost", assignee: "Marit Olsen", priority: "medium", dueDate: "2027-04-16" });
    expect(actionReason(item)).toEqual({ action: "named", owner: "named", due: "clause", words: "as-said" });
    expect(Object.keys(item)).not.toContain("reason");
  });

  it("tags an owner found from a name said on its own before 'I'll' apart from one named with the task", () => {
    const [item] = minutes("hollis right the hose kwame i'll fix the hose on saturday").actionItems;
    expect(item.assignee).toBe("Kwame Asante");
    expect(actionReason(item)?.owner).toBe("i-will-name-alone");
  });

  it("gives no owner to 'I'll do it' after the person asked said no and nobody new was named", () => {
    const result = minutes("kwame you were going to mend the gate i'd rather not okay i'll do it myself next week marit so the seedlings are in now");
    expect(result.actionItems).toEqual([{ task: "Mend the gate next week", priority: "medium" }]);
    expect(actionReason(result.actionItems[0])?.owner).toBeUndefined();
    // a bare no is no key point of the meeting
    expect(result.keyPoints.join(" ")).not.toMatch(/rather not/i);
  });

  it("still gives the task to whoever is named after the no ('..., I'd rather not. Hollis: fine, I'll do it')", () => {
    const items = minutes("kwame you were going to mend the gate kwame i'd rather not hollis fine i'll do it myself on saturday").actionItems;
    expect(items).toEqual([{ task: "Mend the gate", assignee: "Hollis Vane", priority: "medium", dueDate: "2027-04-17" }]);
  });

  it("keeps the owner of someone who says they can't do one thing and takes on another, nothing asked of them", () => {
    const items = minutes("kwame i can't find the shed key so i'll ring the locksmith tomorrow").actionItems;
    expect(items.map((a) => a.assignee)).toEqual(["Kwame Asante"]);
  });

  it("ends a task where the meeting moves on to a thing with its own verb or its own asker ('... tonight and the compost bins someone has to ...')", () => {
    const items = minutes("hollis okay i'll email the allotment holders tonight and the compost bins someone has to empty them before friday marit i can do it on thursday").actionItems;
    expect(items[0]).toEqual({ task: "Email the allotment holders", assignee: "Hollis Vane", priority: "high", dueDate: "2027-04-13" });
    const next = minutes("kwame i'll order the seed trays myself um and the water pump needs servicing could someone ring the supplier").actionItems;
    expect(next[0].task).toBe("Order the seed trays");
    // a second thing the same task acts on stays in it
    expect(minutes("marit will you send the agenda and the minutes to kwame by friday").actionItems[0].task).toBe("Send the agenda and the minutes to Kwame");
  });

  it("does not give open work to someone whose 'I'll have ...' names other work of their own", () => {
    const items = minutes("hollis and the hedge somebody should ask the council about cutting it back marit you wanted the rota marit yes i'll have the rota out by friday").actionItems;
    expect(items.find((a) => /council/i.test(a.task))?.assignee).toBeUndefined();
    // ("I'll have a look" takes the open work on)
    const look = minutes("hollis somebody needs to check the greenhouse heater marit i'll have a look on friday").actionItems;
    expect(look.map((a) => a.assignee)).toEqual(["Marit Olsen"]);
  });

  it("hears a no with a filler before it ('like, I can't') as a no", () => {
    const items = minutes("hollis and the pump kwame could you fix it over the weekend kwame like i can't i'm away this weekend").actionItems;
    expect(items.map((a) => a.assignee)).not.toContain("Kwame Asante");
  });

  it("keeps the day of a deadline stated for a thing in its words, not as a due date", () => {
    const items = minutes("marit the water rates payment is due on the thirtieth").actionItems;
    expect(items).toEqual([{ task: "Water rates payment due on the thirtieth", priority: "medium" }]);
    expect(actionReason(items[0])?.withheld?.due).toEqual({ path: "stated-deadline", value: "2027-04-30" });
  });
});
