// A single word a lecture only comes back to (never defined, never stressed) is listed as a key term only when it is
// far more distinctive than a stressed term needs to be: such words were the talk's own nouns more often than not on
// the development lecture sets ("bacteria", "drug", "electrons"). The defined and stressed terms beside it stay.
// Every lecture below was written for this file.
import { processLecture } from "@/lib/ai/local/lecture";

const termsOf = (transcript: string) => processLecture({ transcript, courseTitle: "Chemistry", lecturerName: "Dr Okafor" }).keyTerms.map((t) => t.term.toLowerCase());

const BONDING =
  "okay good morning everyone um today is bonding and the first idea is the ionic bond an ionic bond is the pull between two ions with opposite charges after one atom has given electrons to another so sodium gives one of its electrons to chlorine and you get a salt crystal then the covalent bond a covalent bond is two atoms sharing a pair of electrons so that both of them end up with a full outer shell and water and methane are held together like that now the next idea is electronegativity electronegativity is how strongly an atom pulls shared electrons towards itself and fluorine is the strongest of all so in a bond between hydrogen and fluorine the electrons sit closer to the fluorine and that end is slightly negative and the particles in a crystal of salt sit in a regular pattern with each one surrounded by six of the other kind so the whole crystal holds together in every direction at once which is why salt has such a high melting point and why it is hard and brittle right then we get to polarity polarity is when the charge in a molecule is spread unevenly so one end is a bit positive and the other a bit negative and that's why water sticks to itself and climbs up a paper towel and when a crystal of salt dissolves in water the particles get pulled apart and each one gets a little coat of water molecules around it and that's why salty water carries a current and pure water hardly does and metallic bonding will be on the exam so remember the sea of electrons picture for that one okay for homework draw the dot and cross diagrams for the six molecules on the sheet and mark which end of each is negative";

describe("lecture key terms: a word only come back to", () => {
  it("is no key term when it is the talk's own noun (a salt crystal said in each part of a lecture on bonding)", () => {
    expect(termsOf(BONDING)).not.toContain("crystal");
  });

  it("leaves the defined and stressed terms of the same lecture listed", () => {
    expect(termsOf(BONDING)).toEqual(expect.arrayContaining(["ionic bond", "covalent bond", "electronegativity", "polarity", "metallic bonding"]));
  });

  it("still lists a word the lecture stresses, however often it is said", () => {
    expect(termsOf(BONDING)).toContain("electrons");
  });
});
