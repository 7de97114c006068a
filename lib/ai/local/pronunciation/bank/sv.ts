// Local pronunciation engine: Swedish practice bank.
import type { BankSource } from "./types";

export const sv: BankSource = {
  words: {
    beginner: `
      hej | HAY | Short and bright, like English 'hey'.
      tack | TAHK | Short 'a' and a crisp 'ck'.
      sju | HWOO | 'sj' is the Swedish 'sje' sound: a breathy 'hw' with rounded lips. It is not 'sh'.
    `,
    intermediate: `
      kärlek | SHAIR-layk | 'k' before 'ä' is the soft 'tje' sound, close to a light 'sh'. | 'ä' is an open 'e'.
      sjuksköterska | HWOOK-hwur-tur-skah | Two 'sje' sounds: 'sj' and 'sk' before 'ö'. | 'ö' is a rounded 'e'.
      människor | MEN-ee-hwor | 'sk' before 'o' here is the 'sje' sound. | 'ä' is an open 'e'.
    `,
    advanced: `
      sjuttiosju | HWOO-tee-oo-hwoo | Two 'sj' sounds with rounded lips. | 'o' at the end of a syllable sounds like 'oo'.
      skärgård | HWAIR-gord | 'sk' before 'ä' is the 'sje' sound. | 'å' sounds like 'o' in 'door'.
      kvistfritt | KVIST-frit | Keep 'kv' and 'str' tight. | Both 'i' are short.
    `,
  },
  phrases: {
    beginner: `
      God morgon | goo MOR-ron | The 'd' in 'god' is silent. | 'g' in 'morgon' is soft, almost silent.
      Tack så mycket | TAHK so MÜK-keh | 'y' is 'ee' with rounded lips. | 'å' sounds like 'o' in 'door'.
      Hej då | hay DOH | 'å' is a long, rounded 'o'.
    `,
    intermediate: `
      Var ligger stationen? | vahr LIG-er sta-HWOO-nen | 'tion' sounds like 'hwoon', with the 'sje' sound.
      Jag talar lite svenska | yah TAH-lar LEE-teh SVEN-skah | 'j' sounds like 'y'. | 'g' in 'jag' is often silent: 'ya'.
    `,
    advanced: `
      Ingen ko på isen | ING-en KOO po EE-sen | It means 'no problem at all'. | 'o' in 'ko' is a long 'oo'.
      Att glida in på en räkmacka | at GLEE-dah in po en RAIK-mahk-kah | It means 'to have things come easily'. | 'ä' is an open 'e'.
    `,
  },
  sentences: {
    beginner: `
      Jag heter Erik. | yah HAY-ter AY-rik | 'e' in 'heter' is a long 'ay'.
      Kaffet är varmt. | KAHF-fet air VARMT | 'är' sounds like 'air'.
    `,
    intermediate: `
      I morgon åker vi tåg till Stockholm. | ee MOR-ron OH-ker vee TOHG til STOK-holm | 'å' is a long, rounded 'o'.
      Barnen leker i trädgården. | BAR-nen LAY-ker ee TRAI-gor-den | 'd' in 'träd' is almost silent here. | 'rd' is said with the tongue curled back.
    `,
    advanced: `
      Fast det regnade hela dagen gick vi en lång promenad i skogen. | fahst deh RENG-nah-deh HAY-lah DAH-gen yik vee en LONG proh-meh-NAHD ee SKOO-gen | 'g' before 'i' sounds like 'y': 'gick' is 'yik'. | 'gn' sounds like 'ngn'.
      Sjuksköterskan skyndade sig till sjukhuset. | HWOOK-hwur-tur-skahn HWÜN-dah-deh say til HWOOK-hoo-set | 'sk' before 'y' is the 'sje' sound. | 'sig' sounds like 'say'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Packa pappas kappsäck. | PAHK-kah PAHP-pahs KAHP-sek | Short, crisp 'p' and 'k' sounds. | 'ä' is an open 'e'.
      Sex laxar i en laxask. | SEKS LAHK-sar ee en LAHKS-ahsk | 'x' is 'ks' every time.
    `,
    intermediate: `
      Sju sjösjuka sjömän sköttes av sju sköna sjuksköterskor. | HWOO HWUR-hwoo-kah HWUR-men HWUT-tes ahv HWOO HWUR-nah HWOOK-hwur-tur-skor | Every 'sj' and 'sk' before 'ö' is the 'sje' sound.
      Kvistfritt kvastskaft, kvistfritt kvastskaft. | KVIST-frit KVAHST-skahft, KVIST-frit KVAHST-skahft | Keep 'kv', 'fr' and 'st' tight. | 'sk' before 'a' is a plain 'sk'.
    `,
    advanced: `
      Sju sjösjuka sjömän på skeppet Shanghai sköttes av sju sköna sjuksköterskor. | HWOO HWUR-hwoo-kah HWUR-men po HWEP-pet shang-HAI HWUT-tes ahv HWOO HWUR-nah HWOOK-hwur-tur-skor | The 'sje' sound in 'sjö', 'sk' and 'ske'. | Keep the rhythm even.
      Packa pappas kappsäck, packa pappas kappsäck, packa pappas kappsäck. | PAHK-kah PAHP-pahs KAHP-sek, PAHK-kah PAHP-pahs KAHP-sek, PAHK-kah PAHP-pahs KAHP-sek | Three times without a slip. | Hold the double consonants a little longer.
    `,
  },
};
