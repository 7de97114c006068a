// Local pronunciation engine: German practice bank (respelling: "kh" = 'ch', "ew" = 'ü', "ur" = 'ö').
import type { BankSource } from "./types";

export const de: BankSource = {
  words: {
    beginner: `
      danke | DAHN-kuh | The final 'e' is a short, relaxed 'uh'. | 'a' is open, like 'ah'.
      Brot | BROHT | The 'o' is long and pure. | The German 'r' is made at the back of the throat.
      Buch | BOOKH | After 'u', 'ch' is a rough sound from the back of the throat, like Scottish 'loch'.
      Wasser | VAHS-er | The German 'w' sounds like English 'v'. | 'ss' is a sharp 's'.
    `,
    intermediate: `
      Mädchen | MAYT-khen | 'ä' is like the 'e' in 'bed', but longer. | After 'e' or 'i', 'ch' is a soft hiss, like a whispered 'h' in 'huge'.
      Straße | SHTRAH-suh | At the start of a word, 'st' sounds like 'sht'. | 'ß' is a sharp 's'.
      Brötchen | BRURT-khen | For 'ö', say 'ay' and round your lips. | 'chen' is the soft 'ch', not 'k'.
      zwölf | TSVURLF | 'z' sounds like 'ts'; 'w' sounds like 'v'. | Round your lips for 'ö'.
    `,
    advanced: `
      Eichhörnchen | EYEKH-hurn-khen | Two soft 'ch' sounds: a gentle hiss, never 'k'. | 'ei' sounds like 'eye'.
      Streichholzschächtelchen | SHTRIGHKH-holts-shekh-tel-khen | Take it in parts: Streich-holz-schächtel-chen. | 'st' at the start is 'sht'.
      Donaudampfschifffahrt | DOH-now-dahmpf-shif-fahrt | 'au' sounds like 'ow'. | Keep 'mpf' together: close your lips, then push air through.
      Übermorgen | EW-ber-mor-gen | For 'ü', say 'ee' and round your lips. It is not 'oo'.
    `,
  },
  phrases: {
    beginner: `
      Guten Morgen | GOO-ten MOR-gen | The 'g' is always hard, as in 'go'.
      Wie geht's? | vee GAYTS | 'w' sounds like 'v'. | 'ie' is a long 'ee'.
      Danke schön | DAHN-kuh SHURN | 'sch' is 'sh'. | Round your lips for 'ö'.
    `,
    intermediate: `
      Ich hätte gern ein Wasser | ikh HET-uh gern eyen VAHS-er | The 'ch' in 'ich' is a soft hiss. | 'ä' sounds like the 'e' in 'bed'.
      Wo ist der Bahnhof? | voh ist dehr BAHN-hohf | 'ah' and 'oh' are long vowels. | The 'h' after a vowel is silent.
      Entschuldigung, sprechen Sie Englisch? | ent-SHOOL-dee-goong, SHPREKH-en zee ENG-lish | 'sp' at the start is 'shp'. | 'Sie' starts with a 'z' sound.
    `,
    advanced: `
      Ich verstehe nur Bahnhof | ikh fehr-SHTAY-uh noor BAHN-hohf | It means 'I do not understand a thing'. | 'v' sounds like 'f'.
      Da steppt der Bär | dah SHTEPT dehr BAIR | It means 'the party is great'. | 'ä' is long in 'Bär'.
      Das ist nicht mein Bier | dahs ist nikht mighn BEER | It means 'that is not my problem'. | 'ie' is a long 'ee'.
    `,
  },
  sentences: {
    beginner: `
      Ich heiße Anna. | ikh HIGH-suh AH-nah | 'ei' sounds like 'eye'. | 'ß' is a sharp 's'.
      Das Wetter ist schön. | dahs VET-er ist SHURN | 'W' sounds like 'v'. | Round your lips for 'ö'.
      Wir trinken Tee. | veer TRING-ken TAY | 'ee' in German is a long 'ay'.
    `,
    intermediate: `
      Morgen fahre ich mit dem Zug nach München. | MOR-gen FAH-ruh ikh mit daym TSOOK nahkh MEWN-khen | 'Z' sounds like 'ts'. | 'ch' after 'a' is throaty; after 'n' it is soft.
      Die Kinder spielen im Garten. | dee KIN-der SHPEE-len im GAR-ten | 'sp' at the start is 'shp'. | 'ie' is a long 'ee'.
      Kannst du mir bitte helfen? | kahnst doo meer BIT-uh HEL-fen | The final 'e' in 'bitte' is a short 'uh'.
    `,
    advanced: `
      Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich. | TSVURLF BOKS-kemp-fer YAH-gen VIK-tor KVAIR EW-ber dayn GROH-sen ZEWL-ter DIGHKH | This sentence uses every letter of the German alphabet. | 'qu' sounds like 'kv'; 'j' sounds like 'y'.
      Obwohl es regnete, gingen wir durch den Wald spazieren. | op-VOHL es RAYG-ne-tuh, GING-en veer doorkh dayn VAHLT shpah-TSEE-ren | 'b' at the end of a syllable sounds like 'p'; 'd' sounds like 't'. | 'z' is 'ts'.
      Im Herbst sammeln die Eichhörnchen Nüsse für den Winter. | im HAIRPST ZAHM-eln dee EYEKH-hurn-khen NEW-suh fewr dayn VIN-ter | 'ü' in 'Nüsse' and 'für' is a rounded 'ee'. | 's' before a vowel sounds like 'z'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Fischers Fritz fischt frische Fische. | FISH-ers FRITS fisht FRISH-uh FISH-uh | 'sch' is 'sh'. | Keep 'fr' together and end 'Fritz' with 'ts'.
      Blaukraut bleibt Blaukraut und Brautkleid bleibt Brautkleid. | BLOW-krowt blighpt BLOW-krowt oont BROWT-klight blighpt BROWT-klight | 'au' sounds like 'ow'; 'ei' sounds like 'eye'. | Keep 'bl' and 'br' apart.
      Zehn zahme Ziegen zogen zehn Zentner Zucker zum Zoo. | tsayn TSAH-muh TSEE-gen TSOH-gen tsayn TSENT-ner TSOOK-er tsoom TSOH | Every 'z' is 'ts'. | 'ie' is a long 'ee'.
    `,
    intermediate: `
      Zwischen zwei Zwetschgenzweigen zwitschern zwei Schwalben. | TSVISH-en tsvigh TSVETSH-gen-tsvigh-gen TSVITSH-ern tsvigh SHVAHL-ben | 'zw' sounds like 'tsv'. | 'sch' is 'sh'.
      Der Cottbuser Postkutscher putzt den Cottbuser Postkutschkasten. | dehr KOT-boo-ser POST-koo-tsher poots dayn KOT-boo-ser POST-kootsh-kahs-ten | 'tsch' sounds like English 'ch'. | 'tz' is 'ts'.
      Wenn Fliegen hinter Fliegen fliegen, fliegen Fliegen Fliegen nach. | ven FLEE-gen HIN-ter FLEE-gen FLEE-gen, FLEE-gen FLEE-gen FLEE-gen NAHKH | 'ie' is a long 'ee'. | The 'ch' in 'nach' is throaty.
    `,
    advanced: `
      Fischers Fritz fischt frische Fische, frische Fische fischt Fischers Fritz. | FISH-ers FRITS fisht FRISH-uh FISH-uh, FRISH-uh FISH-uh fisht FISH-ers FRITS | Switch between 'f', 'fr' and 'sch' without slowing down.
      Ein Student in Stulpenstiefeln stolperte über einen spitzen Stein. | eyen shtoo-DENT in SHTOOL-pen-shtee-feln SHTOL-per-tuh EW-ber EYE-nen SHPIT-sen SHTIGHN | Every 'st' and 'sp' at the start of a word part is 'sht' and 'shp'. | 'ü' is a rounded 'ee'.
      Zwischen zwei Zwetschgenbäumen zwitschern zwei Schwalben, zwei Schwalben zwitschern zwischen zwei Zwetschgenbäumen. | TSVISH-en tsvigh TSVETSH-gen-boy-men TSVITSH-ern tsvigh SHVAHL-ben, tsvigh SHVAHL-ben TSVITSH-ern TSVISH-en tsvigh TSVETSH-gen-boy-men | 'äu' sounds like 'oy'. | 'zw' is 'tsv'.
    `,
  },
};
