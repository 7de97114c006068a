// Local pronunciation engine: Dutch practice bank (respelling: "kh" = the throaty 'g'/'ch').
import type { BankSource } from "./types";

export const nl: BankSource = {
  words: {
    beginner: `
      goed | KHOOT | The Dutch 'g' is a rough sound from the back of the throat, like Scottish 'loch'. | 'oe' sounds like 'oo'.
      fiets | FEETS | 'ie' is a short 'ee'. | End with 'ts'.
      huis | HOWSS | 'ui' has no English match: start with 'uh' and round your lips toward 'ee'.
    `,
    intermediate: `
      gezellig | khuh-ZEL-ukh | Two throaty sounds: the 'g' at the start and the 'g' at the end. | Stress 'zel'.
      eekhoorn | AYK-hohrn | 'ee' is a long 'ay'. | Say the 'k' and the 'h' separately.
      Scheveningen | SKHAY-vuh-ning-uhn | 'sch' is 's' + the throaty 'ch', not 'sh'.
    `,
    advanced: `
      achtentachtig | AKH-tun-takh-tukh | Three throaty 'ch' / 'g' sounds. | Stress the first syllable.
      zachtgekookt | ZAKHT-khuh-kohkt | 'cht' and 'g' both use the throaty sound. | 'oo' is a long 'oh'.
      onmiddellijk | on-MID-uh-luk | 'lijk' at the end sounds like 'luk'. | Stress 'mid'.
    `,
  },
  phrases: {
    beginner: `
      Goedemorgen | khoo-duh-MOR-khun | Both 'g' sounds are throaty. | 'oe' is 'oo'.
      Dank je wel | DAHNK yuh VEL | 'j' sounds like 'y'. | 'w' is softer than English 'w', close to 'v'.
      Tot ziens | tot ZEENS | 'z' buzzes. | 'ie' is 'ee'.
    `,
    intermediate: `
      Waar is het station? | vahr is ut sta-SHON | 'aa' is a long 'ah'. | 'tion' sounds like 'shon'.
      Hoeveel kost dit? | hoo-VAYL kost dit | 'oe' is 'oo'; 'ee' is a long 'ay'.
      Ik spreek een beetje Nederlands | ik sprayk un BAY-tyuh NAY-der-lahnts | 'tj' sounds like 'ty'. | 'een' here is a weak 'un'.
    `,
    advanced: `
      Nu komt de aap uit de mouw | nü komt duh AHP owt duh MOW | It means 'now the truth comes out'. | 'uit' uses the 'ui' sound.
      Oost west, thuis best | ohst vest, towss BEST | It means 'there is no place like home'. | 'th' in 'thuis' is just 't'.
    `,
  },
  sentences: {
    beginner: `
      Ik heet Emma. | ik HAYT EM-mah | 'ee' is a long 'ay'.
      De fiets is rood. | duh FEETS is ROHT | A 'd' at the end of a word sounds like 't'.
      Wij drinken koffie. | vay DRING-kun KOF-fee | 'ij' sounds like 'ay' in 'day', opened a bit.
    `,
    intermediate: `
      Morgen gaan we met de trein naar Amsterdam. | MOR-khun khahn vuh met duh TRAYN nahr ahm-stur-DAHM | 'g' is throaty. | 'ei' sounds like 'ij'.
      Het regent vandaag de hele dag. | ut RAY-khunt van-DAHKH duh HAY-luh DAHKH | The 'g' in 'dag' and 'vandaag' is throaty and voiceless.
    `,
    advanced: `
      Hoewel het hard regende, gingen we toch wandelen in het bos. | hoo-VEL ut HART RAY-khun-duh, KHING-un vuh tokh VAHN-duh-lun in ut BOS | 'ch' in 'toch' is throaty. | 'w' is close to 'v'.
      Schrijf een schriftje vol met schone zinnen. | SKHRAYF un SKHRIF-tyuh vol met SKHOH-nuh ZIN-nun | 'sch' is 's' + throaty 'ch'. | 'ij' sounds like 'ay'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      De kat krabt de krullen van de trap. | duh KAT krahpt duh KRUL-lun van duh TRAHP | Keep 'kr' and 'tr' together. | A final 'b' sounds like 'p'.
      Liesje leerde Lotje lopen langs de lange Lindelaan. | LEE-shuh LAYR-duh LOT-yuh LOH-pun lahngs duh LAHNG-uh LIN-duh-lahn | 'sj' sounds like 'sh'; 'tj' like 'ty'. | Start every 'l' with the tongue tip up.
    `,
    intermediate: `
      Als vliegen achter vliegen vliegen, vliegen vliegen vliegen achterna. | als VLEE-khun AKH-tur VLEE-khun VLEE-khun, VLEE-khun VLEE-khun VLEE-khun akh-tur-NAH | The 'g' in 'vliegen' is throaty. | 'ie' is 'ee'.
      Acht grote grijze ganzen graasden in Groningen. | AKHT KHROH-tuh KHRAY-zuh KHAHN-zun KHRAHS-dun in KHROH-ning-un | Every 'g' is throaty. | 'ij' sounds like 'ay'.
    `,
    advanced: `
      De koetsier poetst de postkoets met postkoetspoets. | duh koot-SEER POOTST duh POST-koots met POST-koots-poots | 'oe' is 'oo'. | Keep 'tst' and 'tsp' tight.
      Scheveningse schippers schrobben scheve schuiten. | SKHAY-vuh-ning-suh SKHIP-purs SKHROB-bun SKHAY-vuh SKHOW-tun | Every 'sch' is 's' + the throaty 'ch', never 'sh'. | 'ui' in 'schuiten' starts with 'uh' and rounds toward 'ee'.
    `,
  },
};
