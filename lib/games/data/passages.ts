// Short reading passages with one question each, written for SayWrite (project licence),
// grouped from easy to harder. Level picks the group.
export type Passage = { text: string; question: string; answer: string; options: string[]; hint: string };

export const PASSAGES: readonly (readonly Passage[])[] = [
  [
    {
      text: "Maya has a small brown dog called Pip. Every morning they walk to the park. Pip likes to chase the ducks, but he never catches them.",
      question: "What does Pip like to chase?",
      answer: "ducks",
      options: ["cats", "ducks", "balls", "birds"],
      hint: "Look at the last sentence.",
    },
    {
      text: "Tom went to the shop to buy milk. The shop had no milk left, so he bought orange juice instead.",
      question: "What did Tom buy?",
      answer: "orange juice",
      options: ["milk", "bread", "orange juice", "water"],
      hint: "He could not get what he wanted.",
    },
    {
      text: "It rained all day on Saturday. Lena stayed inside and painted a picture of a boat on a blue sea.",
      question: "What did Lena paint?",
      answer: "a boat",
      options: ["a house", "a boat", "a dog", "the rain"],
      hint: "It was on a blue sea.",
    },
    {
      text: "The bus to town leaves at eight o'clock. Sam was five minutes late, so he had to walk.",
      question: "How did Sam get to town?",
      answer: "he walked",
      options: ["by bus", "by car", "he walked", "by bike"],
      hint: "He missed something.",
    },
  ],
  [
    {
      text: "Bees visit flowers to collect nectar, which they turn into honey. While they do this, they carry pollen from one flower to another. This helps plants make seeds.",
      question: "What do bees carry between flowers?",
      answer: "pollen",
      options: ["honey", "seeds", "pollen", "water"],
      hint: "It helps plants make seeds.",
    },
    {
      text: "The town library has started lending tools as well as books. People can borrow a drill or a ladder for a week, for free, with their library card.",
      question: "How long can people borrow a tool?",
      answer: "a week",
      options: ["a day", "a week", "a month", "a year"],
      hint: "Look for a length of time.",
    },
    {
      text: "Priya wanted to run a race in the spring. She started training in January, running three times a week and a little further each time.",
      question: "When did Priya start training?",
      answer: "january",
      options: ["in spring", "january", "march", "last summer"],
      hint: "It is the name of a month.",
    },
    {
      text: "Camels can go for days without drinking. They store fat in their humps, which their bodies can use for energy when food is hard to find.",
      question: "What do camels store in their humps?",
      answer: "fat",
      options: ["water", "fat", "food", "air"],
      hint: "Their bodies use it for energy.",
    },
  ],
  [
    {
      text: "Many people with dyslexia find that listening to a text while reading it helps them follow the meaning. Software that reads aloud and highlights each word can reduce tiredness and make long documents easier to manage.",
      question: "What does the passage say read-aloud software can reduce?",
      answer: "tiredness",
      options: ["spelling", "tiredness", "reading speed", "noise"],
      hint: "Think about how a reader feels after a long document.",
    },
    {
      text: "The first public libraries in Britain opened in the 1850s. Before then, most books were expensive, and only people who could pay a subscription could borrow them.",
      question: "Who could borrow books before public libraries opened?",
      answer: "people who could pay a subscription",
      options: ["everyone", "children", "people who could pay a subscription", "teachers"],
      hint: "It depended on money.",
    },
    {
      text: "Coral reefs cover less than one percent of the ocean floor, yet they are home to about a quarter of all sea creatures. Warmer seas can cause coral to lose its colour, a change called bleaching.",
      question: "What is the change called when coral loses its colour?",
      answer: "bleaching",
      options: ["fading", "bleaching", "melting", "warming"],
      hint: "It is named in the last sentence.",
    },
    {
      text: "A good meeting has a clear purpose, a short agenda and a person who writes down the decisions. Without these, people often leave unsure of what they agreed to do.",
      question: "What can happen without a clear purpose and notes?",
      answer: "people leave unsure of what they agreed",
      options: ["the meeting ends early", "people leave unsure of what they agreed", "nobody comes", "the agenda gets longer"],
      hint: "Read the second sentence.",
    },
  ],
];
