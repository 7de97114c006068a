// Local pronunciation engine: Danish practice bank (respelling: "dh" = the soft Danish 'd').
import type { BankSource } from "./types";

export const da: BankSource = {
  words: {
    beginner: `
      tak | TAHK | Short 'a'. | The 'k' at the end is soft.
      hej | HAI | 'ej' sounds like 'eye'.
      rød | RURDH | 'ø' is a rounded 'e'. | The final 'd' is soft, like the 'th' in 'this'.
    `,
    intermediate: `
      hygge | HÜ-geh | 'y' is 'ee' with rounded lips. | Stress the first syllable.
      smørrebrød | SMUR-uh-brurdh | 'ø' is a rounded 'e'. | The final 'd' is soft.
      tusind | TOO-sin | The 'd' is silent.
    `,
    advanced: `
      rødgrød | RURDH-grurdh | Two soft 'd' sounds, like the 'th' in 'this'. | The Danish 'r' is made at the back of the throat.
      selvstændighed | SEL-steng-ee-hedh | The 'v' in 'selv' is silent. | The final 'd' is soft.
      uafhængighed | OO-ow-heng-ee-hedh | 'af' sounds like 'ow'. | 'æ' is an open 'e'.
    `,
  },
  phrases: {
    beginner: `
      God morgen | goh MORN | 'morgen' is often said as one syllable: morn. | The 'd' in 'god' is silent.
      Tusind tak | TOO-sin TAHK | The 'd' in 'tusind' is silent.
      Hej hej | HAI HAI | A friendly 'bye': say it lightly.
    `,
    intermediate: `
      Hvor ligger stationen? | vor LIG-er sta-SHOHN-en | The 'h' in 'hv' is silent. | 'tion' sounds like 'shohn'.
      Jeg taler lidt dansk | yai TAH-ler lit DAHNSK | The 'd' in 'lidt' is silent. | 'g' in 'jeg' is silent.
    `,
    advanced: `
      Rødgrød med fløde | RURDH-grurdh meh FLUR-dheh | The famous test phrase: soft 'd' sounds and the throaty 'r'.
      Nu går der kage i den | noo gor dehr KAY-eh ee den | It means 'now the party gets going'. | 'g' in 'kage' is silent.
    `,
  },
  sentences: {
    beginner: `
      Jeg hedder Emil. | yai HEDH-er EH-meel | 'dd' is the soft 'd', like the 'th' in 'this'.
      Kaffen er varm. | KAF-en ehr VAHM | The 'r' in 'varm' is nearly silent.
    `,
    intermediate: `
      I morgen tager vi toget til Aarhus. | ee MORN tar vee TOH-et til OR-hoos | 'tager' is usually said 'tar'. | 'Aa' sounds like 'o' in 'door'.
      Børnene leger i haven. | BUR-neh-neh LAI-er ee HAY-ven | 'ø' is a rounded 'e'. | The 'g' in 'leger' is soft.
    `,
    advanced: `
      Selvom det regnede hele dagen, gik vi en lang tur i skoven. | sel-OM deh RAI-neh-dheh HEH-leh DAY-en, gik vee en LAHNG toor ee SKOW-en | 'g' in 'dagen' is almost silent. | 'ov' in 'skoven' sounds like 'ow'.
      Jeg spiser rødgrød med fløde om søndagen. | yai SPEE-ser RURDH-grurdh meh FLUR-dheh om SURN-day-en | Soft 'd' in 'rødgrød' and 'fløde'. | 'ø' is a rounded 'e'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Rødgrød med fløde. | RURDH-grurdh meh FLUR-dheh | Keep each 'd' soft, like the 'th' in 'this'. | The 'r' is made at the back of the throat.
      Fem flade flødeboller. | FEM FLA-dheh FLUR-dheh-bol-ler | Soft 'd' in 'flade' and 'fløde'.
    `,
    intermediate: `
      Fem flade flødeboller på et fladt flødebollefad. | FEM FLA-dheh FLUR-dheh-bol-ler po et FLAHT FLUR-dheh-bol-leh-fadh | Keep 'fl' together. | The 'd' in 'fladt' is silent.
      Rødgrød med fløde, rødgrød med fløde. | RURDH-grurdh meh FLUR-dheh, RURDH-grurdh meh FLUR-dheh | Say it twice without losing the soft 'd'.
    `,
    advanced: `
      Fem flade flødeboller på et fladt flødebollefad, fem flade flødeboller på et fladt flødebollefad. | FEM FLA-dheh FLUR-dheh-bol-ler po et FLAHT FLUR-dheh-bol-leh-fadh, FEM FLA-dheh FLUR-dheh-bol-ler po et FLAHT FLUR-dheh-bol-leh-fadh | Keep an even rhythm. | 'ø' stays rounded each time.
      Rødgrød med fløde og en rød pølse på en rød tallerken. | RURDH-grurdh meh FLUR-dheh oh en RURDH PURL-seh po en RURDH tah-LEHR-ken | Every 'rød' has a rounded 'ø' and a soft 'd'.
    `,
  },
};
