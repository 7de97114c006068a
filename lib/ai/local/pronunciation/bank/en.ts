// Local pronunciation engine: English practice bank (phonetic respelling is generated from CMU).
import type { BankSource } from "./types";

export const en: BankSource = {
  words: {
    beginner: `
      think || For 'th', put the tip of your tongue lightly between your teeth and blow: it is not 's' or 't'.
      very || The 'v' buzzes: rest your top teeth on your bottom lip and use your voice. It is not 'b' or 'w'.
      ship || The 'i' in 'ship' is short and relaxed. Stretch it and you get 'sheep'.
      light || Start 'l' with the tip of your tongue behind your top teeth. | End with a clear 't'.
      red || For 'r', pull your tongue back and let the tip touch nothing.
    `,
    intermediate: `
      world || Say it in one smooth move: 'w', then 'ur', then let the tongue rise for 'l', and finish with 'd'.
      thirteen || Stress the end: thir-TEEN. In 'thirty' the stress is at the start.
      vegetable || Usually three beats: VEJ-tuh-bul. The middle 'e' is silent.
      comfortable || Three beats in fast speech: KUMF-tur-bul. | The first 'o' sounds like the 'u' in 'cup'.
      clothes || Say it in one syllable, almost like 'close'. The 'th' is voiced: buzz as you say it.
    `,
    advanced: `
      thoroughly || Stress the first part: THUR. The 'gh' is silent and the ending is a light 'lee'.
      rural || Two 'r' sounds close together: keep your tongue pulled back and do not let it touch the roof of your mouth.
      squirrel || Start with 'skw', then 'ur'. The 'r' and the 'l' at the end follow each other quickly.
      Worcestershire || Only three beats: WUUS-tur-shur. Most of the letters are silent.
      phenomenon || Stress the second part: nom. The 'ph' sounds like 'f'.
      specific || Stress 'sif'. Keep 'sp' together at the start with no extra vowel before it.
    `,
  },
  phrases: {
    beginner: `
      Thank you || 'Th' with the tongue between your teeth, then 'ank' like in 'bank'.
      Good morning || Both 'g' sounds come from the back of your tongue. | Stress 'MOR'.
      See you later || Link the words: 'see-you' flows with no break. | Stress 'LAY' in 'later'.
      How are you? || Let the voice rise at the end of the question. | 'How' rhymes with 'now'.
    `,
    intermediate: `
      What time is it? || Link the last two words: 'iz-it'. | 'Time' has the long 'eye' sound.
      Nice to meet you || In fast speech 'meet you' sounds like 'mee-choo'. | 'Nice' ends with a hissed 's'.
      Could you say that again? || 'Could' has a silent 'l'. | In 'that', open your mouth wide for the 'a'.
      I'd like a glass of water || Say the 'd' in 'I'd' lightly. | The 'gl' in 'glass' is one smooth start.
    `,
    advanced: `
      It's a piece of cake || It means 'It's very easy'. | Link 'piece of' into 'pee-suv'.
      Break a leg || It means 'Good luck'. | 'Break' rhymes with 'make', not 'speak'.
      Better late than never || Both 'th' in 'than' and 'v' in 'never' are voiced: buzz through them.
      The early bird catches the worm || 'Early', 'bird' and 'worm' all have the 'ur' sound. | Stress 'EAR', 'BIRD' and 'WORM'.
    `,
  },
  sentences: {
    beginner: `
      The cat sat on the mat. || 'Cat', 'sat' and 'mat' share the open 'a': drop your jaw for it.
      I like to read books. || 'Read' has a long 'ee'; 'books' has a short 'u' sound. | Finish 'books' with a clear 's'.
      This is my friend. || 'This' starts with a voiced 'th': tongue between the teeth, and buzz.
      We walk to school every day. || The 'l' in 'walk' is silent. | 'School' starts with 'sk'.
    `,
    intermediate: `
      She bought three thick books on Thursday. || 'Three', 'thick' and 'Thursday' start with 'th': tongue between your teeth. | 'Bought' rhymes with 'caught'.
      The weather is lovely this morning. || 'Weather' and 'this' have the voiced 'th'. | 'Lovely' starts with a clear 'l'.
      Would you like to visit the museum with us? || 'Museum' is stressed in the middle: myoo-ZEE-um. | The 'v' in 'visit' buzzes.
      Please close the window before you leave. || 'Close' here ends with a 'z' sound. | 'Leave' has a long 'ee' and ends with 'v'.
    `,
    advanced: `
      The thorough researcher thought through three theories. || Six 'th' sounds: keep the tongue between the teeth each time. | 'Thought' and 'through' have different vowels: 'aw' and 'oo'.
      Although it was raining, they walked all the way to the lighthouse. || 'Although' ends like 'go'. | In 'walked', the 'l' is silent and the '-ed' sounds like 't'.
      Particularly in February, the rural roads are rarely clear. || 'February' has an 'r' after the 'b' in careful speech. | Keep each 'r' in 'rural' and 'rarely' clear.
      Whether the weather is warm or cold, we'll weather the weather. || 'Whether' and 'weather' sound the same. | Voiced 'th' in every 'the'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Red lorry, yellow lorry. || Switch between 'r' and 'l': for 'r' the tongue tip floats; for 'l' it touches behind the top teeth.
      Toy boat, toy boat, toy boat. || Keep the 'oy' in 'toy' and the 'oh' in 'boat' apart as you speed up.
      Unique New York. || Say it three times. Keep the 'yoo' in 'unique' and 'New' clear.
      Fred fed Ted bread. || Short 'e' in every word. | Keep 'fr' and 'br' together.
    `,
    intermediate: `
      She sells seashells by the seashore. || Switch between 'sh' (round lips) and 's' (smile, tongue behind the teeth).
      Peter Piper picked a peck of pickled peppers. || Each 'p' is a small puff of air. | '-ed' in 'picked' sounds like 't'.
      I scream, you scream, we all scream for ice cream. || Keep a small pause so 'ice cream' does not become 'I scream'.
      A big black bug bit a big black bear. || Close your lips firmly for each 'b'. | Keep 'bl' together in 'black'.
    `,
    advanced: `
      How much wood would a woodchuck chuck if a woodchuck could chuck wood? || 'Wood' and 'would' sound the same. | Round your lips for each 'w'.
      The sixth sick sheik's sixth sheep's sick. || 'Sixth' ends in 'ks-th': go slowly. | Switch cleanly between 's' and 'sh'.
      Irish wristwatch, Swiss wristwatch. || The 'w' in 'wristwatch' is silent at the start: it starts with 'r'. | 'Swiss' has 'sw' together.
      Betty Botter bought some butter, but she said the butter's bitter. | BET-ee BOT-ur BAWT SUM BUT-ur, BUT SHEE SED thuh BUT-urz BIT-ur | Keep the 't' sounds light and quick. | 'Bought', 'butter' and 'bitter' have three different vowels.
    `,
  },
};
