// Short lectures written for the key-term tests (no evaluation set's item, written before any rule
// here was changed): terms the lecturer defines or stresses in the ways a lecture does, next to
// asides and examples whose everyday nouns are no key terms. `kept` must be listed; `never` must
// not be, nor asked about. `notYet` are terms the lecture defines that the engine still misses (a
// definition's term read with a word too many or too few), kept here so a fix shows.
export type RealTermLecture = { title: string; transcript: string; kept: string[]; never: string[]; notYet?: string[] };

export const realTermLectures: RealTermLecture[] = [
  {
    title: "Economic history",
    transcript:
      "okay morning everyone so today the industrial revolution and how work changed before the factories most cloth was made in the cottage industry the cottage industry was when families spun and wove cloth at home and sold it to a merchant who came round with the raw wool " +
      "then in the late eighteenth century came the factory system and the factory system is the phrase you need for the exam it means workers came to one building to work machines for wages set by the owner and the hours were set by the bell not by the weather " +
      "um my grandad used to keep pigeons on his allotment behind the old mill and he always said the mill chimney was the tallest thing for miles anyway where was i " +
      "the factory system needed power first water wheels then steam and the steam engine let a factory be built anywhere near coal so the towns grew around the coalfields " +
      "and urbanisation is the growth of towns as people move in from the countryside and urbanisation brought cholera and crowded housing so remember the factory system and urbanisation together",
    kept: ["cottage industry", "factory system", "urbanisation"],
    never: ["grandad", "pigeons", "allotment", "chimney", "miles"],
  },
  {
    title: "Tort law",
    transcript:
      "right let's make a start negligence today negligence is a failure to take the care a reasonable person would take in the circumstances and there are three things the claimant has to show " +
      "first a duty of care a duty of care is a legal obligation to avoid causing harm to people who could be affected by what you do and the modern test for it comes from caparo v dickman so remember caparo v dickman it comes up every single year " +
      "second breach of duty which just means falling below the standard of the reasonable person and third causation causation is the big one students lose marks on causation so write that down " +
      "my flatmate once slipped on a wet floor at the supermarket and spent the whole evening telling me he would sue them he did not sue them he bought a mop " +
      "for causation the court asks the but for test but for the defendant's breach would the harm have happened at all if it would have happened anyway there is no causation",
    kept: ["negligence", "duty of care", "caparo v dickman", "causation"],
    never: ["flatmate", "supermarket", "mop", "floor", "evening"],
  },
  {
    title: "Cognitive psychology",
    transcript:
      "hi everyone so carrying on with memory last week we did long term memory and today it is working memory working memory is the system that holds and works on information for a few seconds while you use it like a mental notepad " +
      "baddeley and hitch split it into parts the phonological loop is the part that holds sounds and words you repeat to yourself and the visuospatial sketchpad is the part that holds images and where things are " +
      "the central executive is the part that directs attention and decides which part gets used and then in two thousand baddeley added the episodic buffer and you need to know the episodic buffer for the exam " +
      "i was trying to remember a phone number in a car park yesterday with my keys in one hand and a coffee in the other and of course i dropped the coffee " +
      "the key point is that working memory passes information on to long term memory and long term memory is where things are kept for years so keep long term memory in mind as we go",
    kept: ["working memory", "phonological loop", "visuospatial sketchpad", "episodic buffer", "long term memory"],
    notYet: ["central executive"],
    never: ["phone number", "car park", "keys", "coffee", "hand"],
  },
  {
    title: "Adult nursing",
    transcript:
      "okay let's get going today is sepsis and the deteriorating patient sepsis is a life threatening response to infection where the body starts to damage its own organs and it kills more people than most cancers " +
      "the signs you watch are a high or very low temperature a fast heart rate fast breathing confusion and low urine output urine output is really important because it tells you how well the kidneys are being perfused so write it on the chart every hour " +
      "sorry the heating in this room is broken again i have emailed estates twice so keep your coats on " +
      "the sepsis six are six things to do within the first hour and the one that saves lives is antibiotics give the antibiotics within the hour that is crucial and take blood cultures before the antibiotics if you can " +
      "lactate is a chemical the body makes when tissues are short of oxygen and a high lactate tells you the patient is in trouble",
    kept: ["urine output", "antibiotics", "lactate"],
    notYet: ["sepsis"],
    never: ["heating", "room", "coats", "estates"],
  },
  {
    title: "Macroeconomics",
    transcript:
      "okay so today inflation inflation is a sustained rise in the general level of prices over time and we measure it with the consumer price index which is the price of a basket of goods a typical household buys " +
      "there are two causes to learn demand pull inflation is when spending in the economy grows faster than the economy can produce and cost push inflation is when the costs of firms rise so they put their prices up " +
      "i bought a sandwich at the station this morning and it was four pounds fifty and i nearly gave it back " +
      "to bring inflation down the central bank raises the interest rate and the interest rate is the thing to hold on to for the test because it is the main tool the bank has " +
      "higher interest rates make borrowing dearer so people spend less and prices rise more slowly",
    kept: ["inflation", "interest rate"],
    notYet: ["consumer price index", "demand pull inflation", "cost push inflation"],
    never: ["sandwich", "station", "morning"],
  },
  {
    title: "Immunology",
    transcript:
      "right good afternoon today the adaptive immune system the adaptive immune system is the part of immunity that learns to recognise a particular germ and remembers it " +
      "its main weapons are antibodies antibodies are y shaped proteins made by b cells that stick to one particular antigen and an antigen is any molecule the immune system can recognise as foreign " +
      "my dog had to have his booster jab last week and he sulked under the kitchen table for the whole evening " +
      "now vaccination is the one to remember for the exam vaccination gives the body a harmless version of the antigen so it makes memory cells without getting ill " +
      "memory cells are long lived cells that recognise the antigen again and start a faster response the second time and that faster second response is why vaccination works",
    kept: ["adaptive immune system", "antibodies", "antigen", "vaccination", "memory cells"],
    never: ["dog", "booster", "kitchen table", "evening"],
  },
];
