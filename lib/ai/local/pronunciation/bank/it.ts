// Local pronunciation engine: Italian practice bank.
import type { BankSource } from "./types";

export const it: BankSource = {
  words: {
    beginner: `
      ciao | CHOW | 'ci' before 'a' sounds like 'ch'; the 'i' is not said on its own.
      grazie | GRAH-tsyeh | 'z' sounds like 'ts'. | Tap the 'r' once with the tip of your tongue.
      pizza | PEET-tsah | Double 'zz': hold the 'ts' a little longer. | The 'i' is a pure 'ee'.
      casa | KAH-zah | The 's' between vowels often sounds like 'z' in the north, 's' in the south. Both are fine.
    `,
    intermediate: `
      gnocchi | NYOK-kee | 'gn' sounds like 'ny' in 'canyon'. | 'cch' is a long, held 'k'.
      famiglia | fah-MEE-lyah | 'gli' sounds like 'ly', with the middle of the tongue on the roof of your mouth.
      sessantatré | ses-sahn-tah-TREH | Hold the double 's'. | The accent on 'é' puts the stress at the end.
      bottiglia | boht-TEE-lyah | Hold the double 't' for a moment. | 'gli' is 'ly'.
    `,
    advanced: `
      precipitevolissimevolmente | preh-chee-pee-teh-voh-lees-see-meh-vohl-MEN-teh | Take it in beats and stress 'men'. | 'ci' sounds like 'chee'.
      sciogliere | SHOH-lyeh-reh | 'sci' before 'o' sounds like 'sh'. | 'gli' is 'ly'. Stress the first syllable.
      sbadigliare | zbah-dee-LYAH-reh | 's' before 'b' sounds like 'z'. | 'gli' is 'ly'.
      ghiacciaio | gyahch-CHAH-yoh | 'ghi' is a hard 'g' + 'y'. | 'cci' before 'a' is a long 'ch'.
    `,
  },
  phrases: {
    beginner: `
      Buongiorno | bwohn-JOHR-noh | 'uo' sounds like 'woh'. | 'gi' before 'o' sounds like 'j'.
      Come stai? | KOH-meh STAH-ee | Every vowel is pure and short. | Raise your voice at the end.
      Per favore | pehr fah-VOH-reh | The 'r' is a single tap. | The final 'e' is a clear 'eh'.
    `,
    intermediate: `
      Vorrei un caffè, per favore | vohr-RAY oon kahf-FEH, pehr fah-VOH-reh | Roll the double 'rr'. | Hold the double 'ff'.
      Dov'è la stazione? | doh-VEH lah stah-TSYOH-neh | 'z' sounds like 'ts'. | Stress the accented 'è'.
      Piacere di conoscerti | pyah-CHEH-reh dee koh-NOH-shehr-tee | 'ce' sounds like 'cheh'. | 'sce' sounds like 'sheh'.
    `,
    advanced: `
      In bocca al lupo | een BOHK-kah ahl LOO-poh | It means 'good luck'. | Hold the double 'cc'.
      Chi dorme non piglia pesci | kee DOHR-meh nohn PEE-lyah PEH-shee | 'chi' sounds like 'kee'. | 'sci' sounds like 'shee'.
      Non tutte le ciambelle riescono col buco | nohn TOOT-teh leh chahm-BEL-leh RYEH-skoh-noh kohl BOO-koh | Hold the double 'tt' and 'll'. | 'ci' before 'a' is 'ch'.
    `,
  },
  sentences: {
    beginner: `
      Mi chiamo Luca. | mee KYAH-moh LOO-kah | 'chi' sounds like 'ky'. | Keep 'o' and 'a' pure.
      Il gatto è nero. | eel GAHT-toh EH NEH-roh | Hold the double 'tt'. | The 'r' in 'nero' is one tap.
      Ho fame. | OH FAH-meh | The 'h' is silent. | The final 'e' is a clear 'eh'.
    `,
    intermediate: `
      Domani andiamo al mare con gli amici. | doh-MAH-nee ahn-DYAH-moh ahl MAH-reh kohn lyee ah-MEE-chee | 'gli' sounds like 'lyee'. | 'ci' is 'chee'.
      Vorrei prenotare un tavolo per due persone. | vohr-RAY preh-noh-TAH-reh oon TAH-voh-loh pehr DOO-eh pehr-SOH-neh | Roll the 'rr' in 'vorrei'. | Stress 'TA' in 'tavolo'.
      La pizza napoletana è la mia preferita. | lah PEET-tsah nah-poh-leh-TAH-nah EH lah MEE-ah preh-feh-REE-tah | Hold the 'zz'. | Each 'r' is a single tap.
    `,
    advanced: `
      Nonostante la pioggia, abbiamo deciso di fare una passeggiata in centro. | noh-noh-STAHN-teh lah PYOHD-jah, ahb-BYAH-moh deh-CHEE-zoh dee FAH-reh OO-nah pahs-sehd-JAH-tah een CHEN-troh | 'ggi' is a long 'j'. | Hold every double consonant.
      Se avessi saputo la verità, non sarei venuto. | seh ah-VES-see sah-POO-toh lah veh-ree-TAH, nohn sah-RAY veh-NOO-toh | Stress the accented 'à'. | Hold the double 'ss'.
      Gli gnomi sbadigliavano sotto il ciliegio. | lyee NYOH-mee zbah-dee-LYAH-vah-noh SOHT-toh eel chee-LYEH-joh | 'gn' is 'ny', 'gli' is 'ly'. | 'gio' sounds like 'joh'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Tigre contro tigre. | TEE-greh KOHN-troh TEE-greh | Tap the 'r' after 'g' and 't'. | Keep the 'e' at the end clear.
      Sopra la panca la capra campa. | SOH-prah lah PAHN-kah lah KAH-prah KAHM-pah | Keep 'pr' together. | Every 'a' is an open 'ah'.
      Trentatré trentini. | tren-tah-TREH tren-TEE-nee | Tap the 'r' in every 'tr'. | Stress the accented 'é'.
    `,
    intermediate: `
      Sopra la panca la capra campa, sotto la panca la capra crepa. | SOH-prah lah PAHN-kah lah KAH-prah KAHM-pah, SOHT-toh lah PAHN-kah lah KAH-prah KREH-pah | Switch between 'campa' and 'crepa' without mixing them up.
      Trentatré trentini entrarono a Trento, tutti e trentatré trotterellando. | tren-tah-TREH tren-TEE-nee en-TRAH-roh-noh ah TREN-toh, TOOT-tee eh tren-tah-TREH troht-teh-rel-LAHN-doh | Tap each 'r' in 'tr'. | Hold the double 'tt' and 'll'.
      Apelle, figlio di Apollo, fece una palla di pelle di pollo. | ah-PEL-leh, FEE-lyoh dee ah-POHL-loh, FEH-cheh OO-nah PAHL-lah dee PEL-leh dee POHL-loh | Hold every double 'll'. | 'gli' is 'ly'.
    `,
    advanced: `
      Il papà pesa e pesta il pepe a Pisa, a Pisa pesta e pesa il pepe il papà. | eel pah-PAH PEH-zah eh PEH-stah eel PEH-peh ah PEE-zah, ah PEE-zah PEH-stah eh PEH-zah eel PEH-peh eel pah-PAH | Italian 'p' has no puff of air. | Do not mix up 'pesa' and 'pesta'.
      Apelle, figlio di Apollo, fece una palla di pelle di pollo; tutti i pesci vennero a galla per vedere la palla di pelle di pollo fatta da Apelle, figlio di Apollo. | ah-PEL-leh, FEE-lyoh dee ah-POHL-loh, FEH-cheh OO-nah PAHL-lah dee PEL-leh dee POHL-loh; TOOT-tee ee PEH-shee VEN-neh-roh ah GAHL-lah pehr veh-DEH-reh lah PAHL-lah dee PEL-leh dee POHL-loh FAHT-tah dah ah-PEL-leh, FEE-lyoh dee ah-POHL-loh | Hold every double consonant. | 'sci' is 'shee'.
      Trentatré trentini entrarono a Trento tutti e trentatré trotterellando; tutti e trentatré trotterellando entrarono a Trento trentatré trentini. | tren-tah-TREH tren-TEE-nee en-TRAH-roh-noh ah TREN-toh TOOT-tee eh tren-tah-TREH troht-teh-rel-LAHN-doh; TOOT-tee eh tren-tah-TREH troht-teh-rel-LAHN-doh en-TRAH-roh-noh ah TREN-toh tren-tah-TREH tren-TEE-nee | Keep the 'tr' clusters crisp. | Speed up only when every 'r' is clear.
    `,
  },
};
