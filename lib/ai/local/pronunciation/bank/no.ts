// Local pronunciation engine: Norwegian (Bokmål) practice bank.
import type { BankSource } from "./types";

export const no: BankSource = {
  words: {
    beginner: `
      takk | TAHK | Short 'a' and a crisp double 'kk'.
      hei | HAY | 'ei' sounds like 'ay' in 'day'.
      sju | SHOO | 'sj' sounds like 'sh'. | 'u' is 'oo' said with tightly rounded lips.
    `,
    intermediate: `
      kjærlighet | KHAIR-lee-hayt | 'kj' is a soft hiss, like the 'h' in 'huge'. | 'æ' is an open 'e'.
      skje | SHEH | 'skj' sounds like 'sh'.
      smørbrød | SMUR-brur | 'ø' is 'e' with rounded lips. | The final 'd' is silent.
    `,
    advanced: `
      sjøsyke | SHUR-see-keh | 'sj' sounds like 'sh'. | 'y' is 'ee' with rounded lips.
      kjøkken | KHUR-ken | 'kj' is the soft hiss. | 'ø' is a rounded 'e'.
      høyttaler | HOYT-tah-ler | 'øy' sounds like 'oy' with rounded lips. | Hold the double 'tt'.
    `,
  },
  phrases: {
    beginner: `
      God morgen | goo MOR-en | The 'd' in 'god' is silent. | The 'g' in 'morgen' is silent too.
      Tusen takk | TOO-sen TAHK | 'u' is 'oo' with tightly rounded lips.
      Ha det bra | HAH deh BRAH | The 't' in 'det' is silent. | Tap the 'r'.
    `,
    intermediate: `
      Hvor er stasjonen? | voor ar sta-SHOO-nen | The 'h' in 'hv' is silent. | 'sj' sounds like 'sh'.
      Jeg snakker litt norsk | yay SNAHK-ker lit NORSHK | 'rs' sounds like 'sh'. | 'j' sounds like 'y'.
    `,
    advanced: `
      Ut på tur, aldri sur | OOT po TOOR, AHL-dree SOOR | It means 'out on a hike, never grumpy'. | 'å' sounds like 'o' in 'door'.
      Det er ingen ko på isen | deh ar ING-en KOO po EE-sen | It means 'there is no hurry'. | 'o' in 'ko' is a long 'oo'.
    `,
  },
  sentences: {
    beginner: `
      Jeg heter Ola. | yay HAY-ter OO-lah | 'o' in 'Ola' sounds like 'oo'.
      Kaffen er varm. | KAHF-fen ar VARM | 'er' sounds like 'ar'.
    `,
    intermediate: `
      I morgen tar vi toget til Bergen. | ee MOR-en tar vee TOH-geh til BAR-gen | The 't' at the end of 'toget' is silent.
      Barna leker i hagen. | BAR-nah LAY-ker ee HAH-gen | 'rn' is said with the tongue curled back.
    `,
    advanced: `
      Selv om det regnet hele dagen, gikk vi en lang tur i skogen. | sel om deh RAI-net HAY-leh DAH-gen, yik vee en LAHNG toor ee SKOO-gen | 'g' before 'i' sounds like 'y': 'gikk' is 'yik'. | The 'v' in 'selv' is silent.
      Kjøkkenet er kjølig om morgenen. | KHUR-keh-neh ar KHUR-lee om MOR-neh-nen | 'kj' is the soft hiss. | 'ø' is a rounded 'e'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Kjekke kjeks i kjøkkenet. | KHEK-keh KHEKS ee KHUR-keh-neh | Every 'kj' is the soft hiss, not 'k'.
      Fem fine fisker. | fem FEE-neh FIS-ker | Keep 'f' light: teeth on your bottom lip.
    `,
    intermediate: `
      Sju sjøsyke sjømenn på skipet. | SHOO SHUR-see-keh SHUR-men po SHEE-peh | 'sj' and 'sk' before 'i' sound like 'sh'.
      Kari kjøper kjeks og kjøtt. | KAH-ree KHUR-per KHEKS oh KHURT | Keep 'kj' soft and 'k' hard: 'Kari' starts with a real 'k'.
    `,
    advanced: `
      Sju sjøsyke sjømenn ble stelt av sju skjønne sykepleiere. | SHOO SHUR-see-keh SHUR-men bleh STELT ahv SHOO SHUR-neh SEE-keh-plai-eh-reh | 'skj' sounds like 'sh'. | 'y' is a rounded 'ee'.
      Skjeve skjær og sjøsprøyt skremmer sjøsyke sjømenn. | SHEH-veh SHAIR oh SHUR-sproyt SKREM-mer SHUR-see-keh SHUR-men | 'skj' is 'sh', but 'skr' keeps its 'sk'.
    `,
  },
};
