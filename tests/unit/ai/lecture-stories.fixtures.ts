// Short lectures written for the key-term tests (not from any fixture set): names of people in the
// lecturer's stories, written in lower case as a recogniser gives them, and everyday nouns said
// around the subject. `defined` must be listed; `never` must not be.
export type StoryLecture = { title: string; transcript: string; defined: string[]; never: string[] };

export const storyLectures: StoryLecture[] = [
  {
    title: "Botany",
    transcript:
      "okay so today we look at how plants move water and the first idea is transpiration transpiration is the loss of water vapour from the leaves through tiny pores now when i was a student my friend oluwaseun kept a fern on his windowsill and he watered it every single morning he was sure it was thirsty but he drowned it in the end and he still talks about that fern so remember the pores are called stomata stomata are small openings on the underside of a leaf that open and close the plant controls them with guard cells which are pairs of curved cells around each opening when it is hot the guard cells close the stomata to save water anyway transpiration pulls water up the stem through the xylem the xylem is a set of thin tubes that carry water from the roots to the leaves and that pull is what keeps a tall tree supplied this will be in the exam so make sure you can explain transpiration and the xylem together",
    defined: ["transpiration", "stomata", "xylem"],
    never: ["oluwaseun", "fern", "windowsill", "morning"],
  },
  {
    title: "Economics",
    transcript:
      "right let's begin today is about opportunity cost opportunity cost is the value of the next best thing you give up when you make a choice so say my neighbour priyanka has a free saturday she can work a shift at the cafe or she can go to the beach if she goes to the beach she gives up the wages from the shift priyanka chose the beach and she told me it was worth every penny the wages she gave up are the opportunity cost of her day now the second idea is scarcity scarcity means that our wants are greater than the resources we have to meet them because of scarcity every choice has an opportunity cost governments face this too a hospital built is a school not built and that trade off is why economists talk about opportunity cost all the time you will need opportunity cost and scarcity for the test next week",
    defined: ["opportunity cost", "scarcity"],
    never: ["priyanka", "beach", "cafe", "shift", "penny"],
  },
  {
    title: "History",
    transcript:
      "good morning everyone today we are looking at the printing press the printing press is a machine that presses inked type onto paper so that many copies can be made quickly before it every book was copied by hand and a monk might spend a year on one bible there is a story about a printer called fust who sold printed bibles in paris and people thought he was a magician because his copies were all the same fust had to leave the city in a hurry now the key term here is movable type movable type means single letters cast in metal that can be arranged into any page and then used again printing spread fast across europe and by fifteen hundred there were presses in hundreds of towns the cheaper books changed who could read and that led to more schools so remember movable type it comes up every year",
    defined: ["printing press", "movable type"],
    never: ["fust", "paris", "monk", "magician", "city"],
  },
  {
    title: "Psychology",
    transcript:
      "hi everyone let's get going so today conformity conformity is changing what you do or say to match the people around you the classic study was done by asch asch showed people three lines and asked which one matched a fourth line and the room was full of actors who gave the wrong answer on purpose about a third of the time people went along with the actors i tried this on my cousin tendai at a wedding once and she just laughed at me and told me the cake was better than my experiment there are two kinds of influence normative influence is going along with a group to be liked or accepted informational influence is going along because you think the group knows better so when you write about asch say which kind of influence you think was at work write that down it is important",
    defined: ["conformity", "normative influence", "informational influence"],
    never: ["tendai", "wedding", "cake", "cousin"],
  },
  {
    title: "Geography",
    transcript:
      "morning all today coasts and the first process is longshore drift longshore drift is the movement of sand and shingle along a beach when waves arrive at an angle the swash pushes material up the beach at that angle and the backwash pulls it straight back down so it zigzags along the coast last summer i took my son kwame to a beach in dorset and he built a sandcastle right next to a groyne he asked why the sand was higher on one side which was a great question a groyne is a low wall built out into the sea to trap sand moving along the shore so the sand piles up on the side the drift comes from my son was very proud of that and he still has a photo of the sandcastle remember longshore drift and groynes for the exam",
    defined: ["longshore drift", "groyne"],
    never: ["kwame", "sandcastle", "photo", "son", "summer"],
  },
  {
    title: "Computing",
    transcript:
      "okay let's start today we are doing recursion recursion is when a function calls itself to solve a smaller version of the same problem every recursive function needs a stopping point and that is called the base case the base case is the input the function can answer straight away without calling itself again if you forget the base case the function never stops and you run out of memory my old flatmate dmitri wrote one like that on his laptop and it froze during a film he never forgave me for laughing the memory used by those calls sits on the call stack the call stack is the list of function calls that have started but not yet finished every call adds a frame and every return removes one so for the test you need recursion the base case and the call stack",
    defined: ["recursion", "base case", "call stack"],
    never: ["dmitri", "laptop", "film", "flatmate"],
  },
  {
    title: "Biology",
    transcript:
      "right let's begin with osmosis osmosis is the movement of water across a partially permeable membrane from a dilute solution to a more concentrated one the membrane lets water through but not the bigger molecules dissolved in it now think about salad when my grandmother siobhan made salad she always put salt on the cucumber an hour early and by lunch it sat in a puddle of water siobhan said it tasted better that way the salt made the outside more concentrated so water left the cucumber cells by osmosis the word to learn next is turgor turgor is the pressure of water inside a plant cell pushing against its wall a plant with good turgor stands up straight and a plant without it wilts so keep osmosis and turgor in mind they come up in every exam",
    defined: ["osmosis", "turgor"],
    never: ["siobhan", "salad", "cucumber", "lunch", "puddle", "grandmother"],
  },
  {
    title: "Physics",
    transcript:
      "okay today is about friction friction is the force that resists two surfaces sliding over each other it always acts against the motion when i was teaching in ghana a student called yaw asked me why his bicycle slowed down on sand and not on the road yaw rode that bicycle to school every day the answer is friction sand gives more friction than tarmac now there is a special case called static friction static friction is the force that stops an object at rest from starting to slide it is usually bigger than the friction once the object is moving which is why pushing a heavy box is hardest at the start the other word you need is lubricant a lubricant is a substance such as oil that reduces friction between surfaces friction will definitely be in the exam",
    defined: ["friction", "static friction", "lubricant"],
    never: ["yaw", "bicycle", "sand", "tarmac", "box", "road", "ghana"],
  },
];
