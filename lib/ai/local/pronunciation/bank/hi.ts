// Local pronunciation engine: Hindi practice bank (respelling: 'h' after a consonant = a puff of air;
// capital T/D/R = the tongue curled back).
import type { BankSource } from "./types";

export const hi: BankSource = {
  words: {
    beginner: `
      नमस्ते | na-mas-tay | 'त' is a soft 't' with the tongue on the back of the teeth, not curled.
      पानी | paa-nee | Hold the long 'aa' and 'ee'. | 'प' has no puff of air.
      घर | ghar | 'घ' is 'g' with a breath of air after it.
    `,
    intermediate: `
      धन्यवाद | dhan-ya-vaad | 'ध' is a soft 'd' with a puff of air. | Hold the long 'aa' in 'vaad'.
      खाना | khaa-naa | 'ख' is 'k' with a strong puff of air.
      ठंडा | Than-Daa | 'ठ' and 'ड' are made with the tongue curled back. | 'ठ' also has a puff of air.
    `,
    advanced: `
      स्वतंत्रता | sva-tan-tra-taa | Every 'त' is soft, with the tongue on the teeth. | Keep 'tr' together.
      प्रधानमंत्री | pra-dhaan-man-tree | 'ध' has a puff of air. | Tap the 'र' in 'pra' and 'tree'.
      ज्ञान | gyaan | 'ज्ञ' is said 'gy' in Hindi. | Hold the long 'aa'.
    `,
  },
  phrases: {
    beginner: `
      आप कैसे हैं? | aap kai-se hain | 'ऐ' sounds like 'ai' in 'hair'. | 'हैं' ends with a nasal sound.
      शुक्रिया | shuk-ri-yaa | 'श' is 'sh'. | Tap the 'र'.
      फिर मिलेंगे | phir mi-len-ge | 'फ' is 'p' with a puff of air (often said like 'f'). | 'ें' is nasal.
    `,
    intermediate: `
      मेरा नाम राहुल है | me-raa naam raa-hul hai | Tap each 'र'. | Hold the long 'aa'.
      यह कितने का है? | yah kit-ne kaa hai | 'त' is soft, on the teeth.
      मुझे थोड़ी हिंदी आती है | mu-jhe tho-Ree hin-dee aa-tee hai | 'झ' is 'j' with a puff of air. | 'ड़' is a flap with the tongue curled back.
    `,
    advanced: `
      जैसी करनी वैसी भरनी | jai-see kar-nee vai-see bhar-nee | It means 'as you sow, so shall you reap'. | 'भ' is 'b' with a puff of air.
      नाच न जाने आँगन टेढ़ा | naach na jaa-ne aan-gan Te-Rhaa | 'ढ़' is a curled-back flap with a puff of air. | 'आँ' is nasal.
      अब पछताए होत क्या जब चिड़िया चुग गई खेत | ab pach-taa-e hot kyaa jab chi-Ri-yaa chug ga-ee khet | 'छ' is 'ch' with a puff of air. | 'ड़' is a curled-back flap.
    `,
  },
  sentences: {
    beginner: `
      मैं छात्र हूँ। | main chhaa-tra hoon | 'छ' is 'ch' with a strong puff of air. | 'मैं' and 'हूँ' are nasal.
      मुझे चाय पसंद है। | mu-jhe chaay pa-sand hai | 'च' has no puff of air; 'झ' has one.
      यह मेरा घर है। | yah me-raa ghar hai | 'घ' is 'g' with a breath of air.
    `,
    intermediate: `
      कल हम दोस्तों के साथ फ़िल्म देखने जाएँगे। | kal ham dos-ton ke saath film dekh-ne jaa-en-ge | 'थ' in 'साथ' is a soft 't' with a puff of air, not English 'th'. | 'फ़' is 'f'.
      मैं हिंदी सीख रहा हूँ। | main hin-dee seekh ra-haa hoon | 'ख' at the end of 'सीख' keeps its puff of air.
    `,
    advanced: `
      बारिश होने के बावजूद हम पार्क में टहलने गए। | baa-rish ho-ne ke baav-jood ham paark men Ta-hal-ne ga-e | 'ट' is curled back. | Hold the long 'oo' in 'बावजूद'.
      अगर तुम्हारे पास समय हो तो हम साथ में खाना खा सकते हैं। | a-gar tum-haa-re paas sa-may ho to ham saath men khaa-naa khaa sak-te hain | 'ख' has a strong puff of air. | 'त' is soft, on the teeth.
    `,
  },
  "tongue-twisters": {
    beginner: `
      कच्चा पापड़, पक्का पापड़। | kach-chaa paa-paR, pak-kaa paa-paR | Hold the double 'च्च' and 'क्क'. | 'ड़' is a curled-back flap.
      पीतल के पतीले में पपीता पीला पीला। | pee-tal ke pa-tee-le men pa-pee-taa pee-laa pee-laa | 'प' has no puff of air. | 'त' is soft, on the teeth.
    `,
    intermediate: `
      कच्चा पापड़, पक्का पापड़, कच्चा पापड़, पक्का पापड़। | kach-chaa paa-paR, pak-kaa paa-paR, kach-chaa paa-paR, pak-kaa paa-paR | Switch between 'च्च' and 'क्क' without slowing down.
      समझ समझ के समझ को समझो, समझ समझना भी एक समझ है। | sa-majh sa-majh ke sa-majh ko sa-majh-o, sa-majh sa-majh-naa bhee ek sa-majh hai | 'झ' is 'j' with a puff of air. | 'भ' in 'भी' is 'b' with a puff.
    `,
    advanced: `
      चंदू के चाचा ने चंदू की चाची को चाँदनी चौक में चाँदी की चम्मच से चटनी चटाई। | chan-doo ke chaa-chaa ne chan-doo kee chaa-chee ko chaand-nee chauk men chaan-dee kee cham-mach se chaT-nee cha-Taa-ee | 'च' has no puff of air. | 'ट' in 'चटनी' is curled back.
      खड़क सिंह के खड़कने से खड़कती हैं खिड़कियाँ, खिड़कियों के खड़कने से खड़कता है खड़क सिंह। | kha-Rak singh ke kha-Rak-ne se kha-Rak-tee hain khiR-ki-yaan, khiR-ki-yon ke kha-Rak-ne se kha-Rak-taa hai kha-Rak singh | 'ख' has a strong puff of air. | 'ड़' is a curled-back flap.
    `,
  },
};
