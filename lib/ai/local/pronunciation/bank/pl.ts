// Local pronunciation engine: Polish practice bank (stress on the second-to-last syllable).
import type { BankSource } from "./types";

export const pl: BankSource = {
  words: {
    beginner: `
      cześć | CHESHCH | 'cz' is a hard 'ch'; 'ść' is a soft 'shch' with the tongue raised.
      proszę | PRO-sheh | 'sz' is a hard 'sh'. | 'ę' at the end sounds like a plain 'eh'.
      dom | DOM | Short, pure 'o'.
    `,
    intermediate: `
      dziękuję | jyen-KOO-yeh | 'dzię' starts with a soft 'j'. | 'ę' before 'k' sounds like 'en'.
      żaba | ZHA-ba | 'ż' sounds like the 's' in 'measure'.
      łódź | WOOCH | 'ł' sounds like English 'w'. | 'ó' sounds like 'oo'.
    `,
    advanced: `
      chrząszcz | KHSHONSHCH | 'ch' is a rough 'h'; 'rz' after it sounds like 'sh'. | 'ą' is nasal: 'on'.
      źdźbło | ZHJBWO | Three soft consonants, then 'bło'. | 'ł' sounds like 'w'.
      szczęście | SHCHENSH-cheh | 'szcz' is 'sh' + 'ch'. | 'ę' is nasal.
    `,
  },
  phrases: {
    beginner: `
      Dzień dobry | JEN DOB-ri | 'dź' / 'dzi' is a soft 'j'. | 'y' is like the 'i' in 'bit'.
      Do widzenia | do vee-DZEN-ya | 'w' sounds like 'v'. | 'dz' is 'd' + 'z' together.
      Jak się masz? | YAK sheh MASH | 'j' sounds like 'y'; 'si' is a soft 'sh'.
    `,
    intermediate: `
      Gdzie jest dworzec? | GJEH yest DVO-zhets | 'rz' sounds like 'zh'. | 'c' is 'ts'.
      Poproszę kawę | po-PRO-sheh KA-veh | Stress the second-to-last syllable. | 'w' sounds like 'v'.
      Ile to kosztuje? | EE-leh to kosh-TOO-yeh | 'sz' is a hard 'sh'.
    `,
    advanced: `
      Nie mój cyrk, nie moje małpy | nyeh MOOY TSIRK, nyeh MO-yeh MAW-pi | It means 'not my problem'. | 'ł' sounds like 'w'.
      Gdzie kucharek sześć, tam nie ma co jeść | GJEH koo-HA-rek SHESHCH, tam NYEH ma tso YESHCH | It means 'too many cooks spoil the broth'. | 'ść' is a soft 'shch'.
    `,
  },
  sentences: {
    beginner: `
      Mam na imię Anna. | MAM na EE-myeh AN-na | 'ę' at the end sounds like 'eh'.
      Kawa jest gorąca. | KA-va yest go-RON-tsa | 'ą' sounds like 'on'. | 'c' is 'ts'.
    `,
    intermediate: `
      Jutro jedziemy pociągiem do Krakowa. | YOO-tro yeh-JEH-mi po-CHON-gyem do kra-KO-va | 'ci' is a soft 'ch'. | 'ą' is nasal.
      Dzieci bawią się w ogrodzie. | JEH-chee BA-vyom sheh v o-GRO-jeh | 'dzi' is a soft 'j'; 'ci' is a soft 'ch'.
    `,
    advanced: `
      Chociaż padał deszcz, poszliśmy na długi spacer po lesie. | HO-chash PA-daw DESHCH, POSH-leesh-mi na DWOO-gee SPA-tser po LEH-sheh | 'szcz' is 'sh' + 'ch'. | 'ł' sounds like 'w'.
      Przepraszam, czy mógłbyś mówić trochę wolniej? | psheh-PRA-sham, chi MOOG-bish MOO-veech TRO-heh VOL-nyey | 'prz' sounds like 'psh'. | 'ó' sounds like 'oo'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Szedł Sasza suchą szosą. | SHEDW SA-sha SOO-hom SHO-som | Switch between 'sz' (hard sh) and 's'.
      Stół z powyłamywanymi nogami. | STOOW s po-vi-wa-mi-va-NI-mi no-GA-mi | 'ł' sounds like 'w'. | Take the long word in beats.
    `,
    intermediate: `
      Król Karol kupił królowej Karolinie korale koloru koralowego. | KROOL KA-rol KOO-peew kroo-LO-vey ka-ro-LEE-nyeh ko-RA-leh ko-LO-roo ko-ra-lo-VEH-go | Tap each 'r' once. | 'ó' sounds like 'oo'.
      Czarna krowa w kropki bordo gryzła trawę, kręcąc mordą. | CHAR-na KRO-va f KROP-kee BOR-do GRIZ-wa TRA-veh, KREN-tsonts MOR-dom | 'cz' is a hard 'ch'. | Tap every 'r'.
    `,
    advanced: `
      W Szczebrzeszynie chrząszcz brzmi w trzcinie i Szczebrzeszyn z tego słynie. | f shcheh-bzheh-SHI-nyeh KHSHONSHCH BZHMEE f TSHCHEE-nyeh ee shcheh-BZHEH-shin s TEH-go SWI-nyeh | 'rz' after 'b' sounds like 'zh'; after 'ch' and 't' like 'sh'. | Go slowly.
      W czasie suszy szosa sucha, sucha szosa w czasie suszy. | f CHA-sheh SOO-shi SHO-sa SOO-ha, SOO-ha SHO-sa f CHA-sheh SOO-shi | Keep 's', 'sz' and 'si' apart: plain, hard and soft.
    `,
  },
};
