// Meeting minutes: an action item is never listed with the wrong person or as work that was
// not given. One case per cause found among the wrong items of the development sets and in review
// (work handed on, taken over, answered by someone named after the one asked; a pronoun that may
// mean a part or the whole; work done before, not done now). Every meeting below was written for
// this file in its own words; none comes from a set.
import { processMeeting } from "@/lib/ai/local/meeting";

const people = ["Otto Brandt", "Nina Kaur", "Sam Osei", "Rhea Patel"];
// a Monday
const tasks = (transcript: string) => processMeeting({ transcript, meetingTitle: "Allotment committee", participants: people }, new Date("2027-03-01T09:00:00Z")).actionItems;

describe("meeting minutes: no action item with the wrong owner", () => {
  it("gives work handed on with 'actually no, <name>, you do it' to the one named, not the one first asked", () => {
    expect(tasks("otto can you order the seeds i'll order them, actually no, nina, you do it")).toEqual([
      { task: "Order the seeds", assignee: "Nina Kaur", priority: "medium" },
    ]);
    expect(tasks("otto can you order the compost by friday. actually no, nina, you do it")).toEqual([
      { task: "Order the compost", assignee: "Nina Kaur", priority: "medium", dueDate: "2027-03-05" },
    ]);
  });

  it("gives work to the one who takes it over after the one asked hedges, and lists it once", () => {
    const items = tasks("the rota is out of date. sam can you update it sam i can but not this week rhea i'll update the rota by thursday otto great");
    expect(items).toEqual([{ task: "Update the rota", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-04" }]);
  });

  it("gives work to the one the person asked passes it to when that person answers", () => {
    const items = tasks("the water trough is leaking again. otto could you ring the water board otto actually rhea knows them rhea fine i'll ring them today");
    expect(items).toContainEqual({ task: "Ring the water board", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-01" });
    expect(items.filter((a) => a.assignee === "Otto Brandt")).toEqual([]);
  });
});

describe("meeting minutes: no work listed that was not given", () => {
  it("does not guess whether 'it' is a part said with 'a' or the thing it is part of", () => {
    const items = tasks("and the shed on the bottom plot the wind ripped a panel off somebody needs to fix it sam i can do it on wednesday");
    expect(items.map((a) => a.task)).not.toContainEqual(expect.stringMatching(/panel/i));
  });

  it("keeps a task when the reply says it was done before, not this time ('I've phoned them before and they never answer')", () => {
    expect(tasks("sam can you phone the council about the skip on tuesday. i've phoned them before and they never answer")).toEqual([
      { task: "Phone the council about the skip", assignee: "Sam Osei", priority: "medium", dueDate: "2027-03-02" },
    ]);
    // done this time: nothing left to do
    expect(tasks("sam can you phone the council about the skip on tuesday. i phoned them this morning")).toEqual([]);
  });
});

describe("meeting minutes: work put to the room", () => {
  it("lists work put to the room ('could someone', 'who can', 'we need someone to') and gives it to the one who takes it on", () => {
    expect(tasks("the hedge by the gate has grown again. could someone cut the hedge back sam? i'll cut it back tomorrow")).toEqual([
      { task: "Cut the hedge back", assignee: "Sam Osei", priority: "medium", dueDate: "2027-03-02" },
    ]);
    expect(tasks("so we need the rent money banked before the audit. who can take the cheques to the bank otto? i'll take them on thursday")).toEqual([
      { task: "Take the cheques to the bank", assignee: "Otto Brandt", priority: "medium", dueDate: "2027-03-04" },
    ]);
    // (after "and" too)
    expect(tasks("the rota is done, and could someone write the newsletter for the 11th rhea? i'll write it")).toEqual([
      { task: "Write the newsletter", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-11" },
    ]);
    // nobody takes it on: the work stays listed, nobody's
    expect(tasks("we need someone to water the greenhouse over easter. okay, next item")).toEqual([{ task: "Water the greenhouse over easter", priority: "medium" }]);
  });

  it("gives work to the one who takes it on after someone asked says no", () => {
    expect(tasks("someone has to book the skip rhea. i'd rather not, i booked it last time and it was a nightmare. otto fair enough, i'll book it myself on friday")).toEqual([
      { task: "Book the skip", assignee: "Otto Brandt", priority: "medium", dueDate: "2027-03-05" },
    ]);
  });

  it("keeps the day the one who takes the work on gives, over a day the work was put with", () => {
    expect(tasks("we need someone to do the seed order before the catalogue closes on the twentieth nina. could you nina? yeah, i'll have it done by wednesday")).toEqual([
      expect.objectContaining({ assignee: "Nina Kaur", dueDate: "2027-03-03" }),
    ]);
  });

  it("reads the same work put to the room again ('could someone take that on?', 'who wants to run it?') as one item", () => {
    expect(tasks("we need someone to prune the plum trees before april. could someone take that on, rhea? i'll do it")).toEqual([
      { task: "Prune the plum trees before April", assignee: "Rhea Patel", priority: "medium" },
    ]);
  });

  it("takes no day from a span someone is away ('I'm out Wednesday to Friday')", () => {
    const items = tasks("could somebody organise the bulb planting otto? not me, i'm out wednesday to friday. sam okay, i'll organise it");
    expect(items.map((a) => a.dueDate)).toEqual([undefined]);
  });

  it("lists no work put to the room that names nothing to work on ('who wants to go?')", () => {
    expect(tasks("the trip to the garden centre, who wants to go? otto me please")).toEqual([]);
  });
});

describe("meeting minutes: tasks said in other ways", () => {
  it("reads 'would you be able to ...' as a request, and a reply's 'happy to' as a yes, not part of the task", () => {
    expect(tasks("rhea, would you be able to pull together the plot fees for the letter happy to, i'll have them by the twelfth")).toEqual([
      { task: "Pull together the plot fees for the letter", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-12" },
    ]);
  });

  it("reads 'I'll be writing ...' as the speaker's task, in its base form", () => {
    expect(tasks("otto you start. yeah so i finished the fence. i'll be writing the grant report for the council")).toEqual([
      { task: "Write the grant report for the council", assignee: "Otto Brandt", priority: "medium" },
    ]);
  });

  it("keeps 'say so' inside the task rather than cutting it at 'so'", () => {
    expect(tasks("sam, could you write to the landlord to say so and ask about the water meter? yes, i'll draft it by friday")).toEqual([
      { task: "Write to the landlord to say so and ask about the water meter", assignee: "Sam Osei", priority: "medium", dueDate: "2027-03-05" },
    ]);
  });

  it("lists 'I'll have the plumber in on Wednesday' as the speaker's own work when nothing was asked of them", () => {
    expect(tasks("nina, where are we with the taps. the pipes are done. the outside tap still drips. so i'll have the plumber in on wednesday")).toEqual([
      { task: "Have the plumber in", assignee: "Nina Kaur", priority: "medium", dueDate: "2027-03-03" },
    ]);
  });
});

describe("meeting minutes: who speaks on", () => {
  it("reads a name said just before thanks or praise as who says it, and who goes on ('Nina: great, and I'll ...')", () => {
    expect(tasks("sam could you order more twine sam yeah, i'll order it by friday nina great, and i'll send out the watering rota on the tenth")).toContainEqual({
      task: "Send out the watering rota",
      assignee: "Nina Kaur",
      priority: "medium",
      dueDate: "2027-03-10",
    });
    expect(tasks("someone has to write the newsletter rhea. i'll write it, otto. thanks, rhea and i'll do the seed list by friday")).toContainEqual({
      task: "Do the seed list",
      assignee: "Otto Brandt",
      priority: "medium",
      dueDate: "2027-03-05",
    });
  });

  it("gives work to the one named as the request ends who goes on to take it ('..., Rhea.' 'I'm good with paint, I'll do one')", () => {
    expect(tasks("someone should make a new gate sign rhea. i'm quite good with paint and brushes. i'll do one by saturday")).toEqual([
      { task: "Make a new gate sign", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-06" },
    ]);
  });
});

describe("meeting minutes: work taken on after a no", () => {
  it("gives a request everyone asked said no to, to the one named after who takes it on", () => {
    expect(tasks("sam, could you ring the water board sam? i'd rather not, they never listen to me. rhea, i'll do it. i'll ring them this afternoon")).toEqual([
      { task: "Ring the water board", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-01" },
    ]);
  });

  it("reads a bare 'I will' as taking on work put to the room", () => {
    expect(tasks("and otto's leaving in april, so could someone organise a card and a collection, nina? i will. sam okay")).toEqual([
      { task: "Organise a card and a collection", assignee: "Nina Kaur", priority: "medium" },
    ]);
  });
});

describe("meeting minutes: no day from the next speaker's words", () => {
  it("takes no day from what follows two names said in a row (the next speaker and who they speak to)", () => {
    const items = tasks("sam, the shed roof. yeah, i'll chase the roofer by eleven otto rhea, the plant sale rhea, the sale is on thursday");
    expect(items.map((a) => a.dueDate)).toEqual([undefined]);
  });
});

describe("meeting minutes: days and objects said across a mark", () => {
  it("gives a request the day of a yes said with 'we'll' ('Sure, we'll go Saturday')", () => {
    expect(tasks("otto, can you pick up the seed trays? i can, but i don't have a car. nina, can you drive him to the garden centre? sure we'll go saturday and the water butts, people are worried")).toContainEqual({
      task: "Drive him to the garden centre",
      assignee: "Nina Kaur",
      priority: "medium",
      dueDate: "2027-03-06",
    });
  });

  it("reads a day the punctuation split ('on the twenty? First, yes') as one day", () => {
    expect(tasks("rhea, can you put the minutes on the noticeboard before the meeting on the twenty? first, yes fine")).toEqual([
      { task: "Put the minutes on the noticeboard before the meeting", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-21" },
    ]);
  });

  it("writes what 'it' is for a request joined to the last one by 'and <name>, can you ...'", () => {
    expect(tasks("sam, can you update the tool list, and rhea? can you pin it to the shed door")).toEqual([
      { task: "Update the tool list", assignee: "Sam Osei", priority: "medium" },
      { task: "Pin the tool list to the shed door", assignee: "Rhea Patel", priority: "medium" },
    ]);
  });

  it("writes who 'her' is (the person last named with a title) and what they were asked about, and ends the task at its day", () => {
    expect(tasks("nina, the soil test. did you hear back from dr okafor? not yet, i'll chase her again tomorrow, the compost rota someone's not been filling it in")).toEqual([
      { task: "Chase dr Okafor about the soil test", assignee: "Nina Kaur", priority: "high", dueDate: "2027-03-02" },
    ]);
    // a title of the other sex is no one "her" means
    expect(tasks("nina, the soil test. did you hear back from mr okafor? not yet, i'll chase her tomorrow").map((a) => a.task)).not.toContainEqual(expect.stringMatching(/okafor/i));
  });
});

describe("meeting minutes: 'that' taken on", () => {
  it("writes what 'own that' takes on: the thing the room just said it needs", () => {
    expect(tasks("so first action. we need a sign for the compost bays. nina, can you own that nina? yes")).toEqual([
      { task: "Own a sign for the compost bays", assignee: "Nina Kaur", priority: "medium" },
    ]);
  });

  it("leaves a declined 'could you do that?' to the words of the one who then takes it on", () => {
    expect(tasks("and the pump service. sam, could you do that over the weekend? sam, i can't, i'm away this weekend. rhea right, i'll do the pump service myself on saturday")).toEqual([
      { task: "Do the pump service over the weekend", assignee: "Rhea Patel", priority: "medium", dueDate: "2027-03-06" },
    ]);
  });
});

describe("meeting minutes: work said to be needed", () => {
  it("lists 'the water tank needs cleaning at some point' as work nobody has taken on yet", () => {
    expect(tasks("and the water tank needs cleaning at some point. okay, next the plant sale")).toEqual([{ task: "Clean the water tank", priority: "medium" }]);
  });

  it("lists nothing more when someone takes that work on", () => {
    expect(tasks("the water tank needs cleaning. sam, could you clean the tank on friday? yes")).toEqual([
      { task: "Clean the tank", assignee: "Sam Osei", priority: "medium", dueDate: "2027-03-05" },
    ]);
  });
});

describe("meeting minutes: what a pronoun may mean after a remark", () => {
  it("reads 'it' as a thing named in a short remark after the last task, not before it", () => {
    const items = tasks("rhea, could you bring the raffle prizes on the sixteenth? yes. the water butt by the gate. it's leaking again. sam, will you fix it? yes, i'll fix it tomorrow");
    expect(items).toContainEqual({ task: "Fix the water butt", assignee: "Sam Osei", priority: "medium", dueDate: "2027-03-02" });
  });

  it("lists no work put to the room that names nothing ('could someone start on that?')", () => {
    expect(tasks("and the hedge. could someone start on that, otto? not me, i'm away")).toEqual([]);
  });
});

describe("meeting minutes: talk about helpers that puts no work to the room", () => {
  it("lists no work whose need is denied", () => {
    expect(tasks("we don't need someone to water the greenhouse any more")).toEqual([]);
    expect(tasks("we no longer need someone to open the gates on mondays")).toEqual([]);
  });

  it("lists no work said in a 'who' clause inside a sentence", () => {
    expect(tasks("the woman who can mend the mower is on holiday until june")).toEqual([]);
    expect(tasks("whoever comes, anyone who can manage it should bring a folding chair")).toEqual([]);
    expect(tasks("rhea has a cousin who can trim the hedges for free")).toEqual([]);
    expect(tasks("the problem is who can afford to hire the van")).toEqual([]);
  });

  it("lists no request done there and then, or answered at once", () => {
    expect(tasks("could someone hand round the cake")).toEqual([]);
    expect(tasks("could anyone open the window please")).toEqual([]);
    expect(tasks("could somebody find out whether the grant arrived sam it arrived on friday")).toEqual([]);
  });

  it("keeps work nobody took on open, without the room's 'nobody' in its words", () => {
    expect(tasks("who wants to run the plant stall this spring nobody right next item")).toEqual([{ task: "Run the plant stall this spring", priority: "medium" }]);
  });
});

describe("meeting minutes: the same work once", () => {
  it("gives work put to the room, then asked of someone with 'could you do that', to them as one item", () => {
    const items = tasks("we need somebody to email the new tenants about the water sam could you do that sam yes okay");
    expect(items).toEqual([{ task: "Email the new tenants about the water", assignee: "Sam Osei", priority: "medium" }]);
  });

  it("lists a request said twice over once, for the one who takes it", () => {
    expect(tasks("could someone book the minibus could someone book the minibus nina yes i'll book it thursday")).toEqual([
      { task: "Book the minibus", assignee: "Nina Kaur", priority: "medium", dueDate: "2027-03-04" },
    ]);
  });

  it("lists no needed work that someone takes on at once in other words", () => {
    const items = tasks("the gutter needs clearing otto i'll ring the roofer on friday");
    expect(items.map((a) => a.task)).toEqual(["Ring the roofer"]);
  });

  it("keeps the reply's words when the one who takes work put to the room says more ('sort them out next week')", () => {
    expect(tasks("who can water the seedlings otto yes i'll water them every other day")).toEqual([
      { task: "Water the seedlings every other day", assignee: "Otto Brandt", priority: "medium" },
    ]);
  });
});

describe("meeting minutes: work handed on or named by a pronoun", () => {
  it("hands work on only with a pronoun for it; 'you do the raffle' is other work", () => {
    const items = tasks("sam can you buy the netting sam i'll buy it actually no rhea you do the tea rota");
    expect(items.filter((a) => /netting/i.test(a.task)).map((a) => a.assignee)).not.toContain("Rhea Patel");
  });

  it("keeps 'her' as said when someone else was named after the person with a title", () => {
    const items = tasks("i met mrs adeyemi at the gate. her daughter wants a plot. i'll call her on friday");
    expect(items.map((a) => a.task).join(" ")).not.toMatch(/adeyemi/i);
  });

  it("gives no owner to the chair's own task after praising the one just asked", () => {
    const items = tasks("so sam you're doing the rota by thursday yes okay sam brilliant and i'll email the council tomorrow");
    expect(items.find((a) => a.task === "Email the council")).toEqual(expect.not.objectContaining({ assignee: expect.anything() }));
    expect(items.map((a) => a.task)).toContain("Email the council");
  });
});

describe("meeting minutes: needed work that is not open", () => {
  it("lists no needed work done, denied or decided against", () => {
    expect(tasks("the compost bins need emptying otto did it yesterday")).toEqual([]);
    expect(tasks("the fence needs mending but we can't pay for it so we've decided to wait")).toEqual([]);
    expect(tasks("none of the paths needs gravelling this spring")).toEqual([]);
  });
});
