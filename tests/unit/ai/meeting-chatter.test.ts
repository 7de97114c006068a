// Meeting minutes list no chatter: work someone reports already done, an offer taken back in the next breath, a
// task that names no work ("do that", "tell you") and a name said after the task are no action items, while the
// real work said beside them stays with its owner and day. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of an allotment society's meeting held on Wednesday 10 March 2027
const tasks = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Allotment society", participants: ["Nina Okafor", "Otto Brandt", "Ines Moreau"] }, new Date("2027-03-10T09:00:00Z")).actionItems;

describe("meeting minutes: no chatter in the action items", () => {
  it("lists no work put to the room that someone then says is done", () => {
    const items = tasks("someone has to renew the water rates otto i already renewed them on monday nina good and ines can you order the seed potatoes by friday ines yes i'll order them tomorrow");
    expect(items.map((a) => a.task.toLowerCase())).not.toContainEqual(expect.stringContaining("water rates"));
    expect(items).toContainEqual(expect.objectContaining({ task: "Order the seed potatoes", assignee: "Ines Moreau" }));
  });

  it("lists no request answered with 'I already did', whatever is said after it", () => {
    const items = tasks("otto can you book the skip for the clear up otto i already did actually the van brings it round on monday nina great");
    expect(items.map((a) => a.task.toLowerCase())).not.toContainEqual(expect.stringContaining("skip"));
  });

  it("keeps work put to the room when the one who answers only did it an earlier time", () => {
    const items = tasks("someone has to paint the shed otto i'd rather not i painted it last year ines fair enough i'll paint it on saturday");
    expect(items).toContainEqual(expect.objectContaining({ assignee: "Ines Moreau", dueDate: "2027-03-13" }));
  });

  it("lists no offer the speaker takes back in the next breath", () => {
    const items = tasks("the open day needs a raffle ines i'll run the raffle hmm actually i'm away that weekend nina okay we'll come back to it");
    expect(items.filter((a) => a.assignee === "Ines Moreau")).toEqual([]);
  });

  it("lists no task that names no work ('tell you', 'get cracking', 'do it over the weekend')", () => {
    const items = tasks("nina the show is in june so we need to get cracking otto let me check the budget and i'll tell you by friday ines i'll do it over the weekend");
    const listed = items.map((a) => a.task.toLowerCase());
    for (const said of ["get cracking", "tell you", "do it over the weekend"]) expect(listed).not.toContain(said);
  });

  it("lists work put to the room once when someone takes it on in words of their own", () => {
    const items = tasks("the landlady rang about the plot fees could somebody phone her back otto not me she was rude to me in march ines fair enough i'll phone her myself after lunch");
    expect(items.filter((a) => /^Phone/.test(a.task))).toEqual([expect.objectContaining({ assignee: "Ines Moreau" })]);
  });

  it("ends a task before a remark to the one spoken to ('would you take it on, you're better at it')", () => {
    const items = tasks("nina would you mind taking the rota on you're better at it than me");
    expect(items.map((a) => a.task.toLowerCase())).not.toContainEqual(expect.stringContaining("better"));
  });

  it("does not run the next speaker's name into the task", () => {
    const items = tasks("nina is the quiz night at the village hall ines i think so i'll confirm otto and the compost bins need turning");
    expect(items.map((a) => a.task)).not.toContainEqual(expect.stringMatching(/Otto$/));
    // a name the task is done to stays ("email Otto")
    expect(tasks("ines i'll email otto the minutes tomorrow").map((a) => a.task)).toContainEqual(expect.stringContaining("Otto"));
  });
});
