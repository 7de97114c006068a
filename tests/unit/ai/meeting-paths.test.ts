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
    expect(actionReason(item)).toEqual({ action: "named", owner: "named", due: "clause" });
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
});
