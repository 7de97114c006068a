// How the people at a meeting are called. A participant listed with a title and a full name ("Dr Clare Byrne",
// "Prof Martin Hale") is spoken to and labelled by the given name ("clare can you ...", "Clare: Yes, I'll ..."); one
// listed with a title and one name ("Dr Okafor") is called by both, the title first. Decided by the listed name's
// shape, never by a list of people.

/** A title said before a name ("Dr", "Mrs", "Charge Nurse", "Coach"): never a name said alone. */
export const TITLE = /^(?:dr|doctor|mr|mrs|ms|miss|mx|prof|professor|sister|nurse|charge|dj|imam|pastor|rev|reverend|father|auntie|aunty|uncle|chef|coach|captain|sir|dame|lady|lord|judge|officer|sergeant)$/;

/** The words of a participant's name as people say it: without a leading title when a given name and a surname follow it. */
export function nameWords(participant: string): string[] {
  const words = participant.split(/\s+/).filter(Boolean);
  let k = 0;
  while (k < words.length - 2 && TITLE.test(words[k].toLowerCase().replace(/\.$/, ""))) k++;
  return words.slice(k);
}

/** The one word a participant is called by ("Dr Clare Byrne" -> "Clare", "Dr Okafor" -> "Dr", "Priya Shah" -> "Priya"). */
export const calledBy = (participant: string): string => nameWords(participant)[0] ?? "";
