// Local pronunciation engine: French practice bank (respelling: "ew" = French 'u', "n" after a vowel = nasal).
import type { BankSource } from "./types";

export const fr: BankSource = {
  words: {
    beginner: `
      bonjour | bohn-ZHOOR | 'on' is nasal: say 'oh' with air through your nose and no real 'n'. | The 'j' sounds like the 's' in 'measure'.
      merci | mehr-SEE | The French 'r' comes from the back of the throat, like a soft gargle.
      rouge | ROOZH | 'ou' sounds like 'oo' in 'food'. | The final 'ge' is the soft 'zh' sound.
      lune | LEWN | For 'u', say 'ee' and round your lips as if to whistle. It is not 'oo'.
    `,
    intermediate: `
      grenouille | gruh-NOOY | 'ouille' sounds like 'ooy'. | The 'e' in 'gre' is short and light.
      écureuil | ay-kew-RUHY | 'é' is a closed 'ay' with no glide. | 'euil' sounds like 'uhy'.
      boulangerie | boo-lahn-zhuh-REE | 'an' is nasal. | 'g' before 'e' is the soft 'zh'.
      oiseau | wah-ZOH | 'oi' sounds like 'wa'. | A single 's' between vowels sounds like 'z'.
    `,
    advanced: `
      serrurerie | seh-rew-ruh-REE | Three 'r' sounds in a row: keep each one light, from the throat. | 'u' is the rounded 'ee'.
      anticonstitutionnellement | ahn-tee-kohn-stee-tew-syoh-nel-MAHN | Take it in beats: anti-consti-tution-nelle-ment. | The final 't' is silent.
      chuchoter | shew-shoh-TAY | 'ch' is always 'sh'. | 'u' is the rounded 'ee', 'o' is a short 'oh'.
      aujourd'hui | oh-zhoor-DWEE | 'au' sounds like 'oh'. | 'hui' sounds like 'wee'; the 'h' is silent.
    `,
  },
  phrases: {
    beginner: `
      Bonjour, ça va ? | bohn-ZHOOR, sah VAH | 'ç' sounds like 's'. | Raise your voice on 'va' to ask.
      S'il vous plaît | seel voo PLEH | 'ou' is 'oo'. | The 't' at the end of 'plaît' is silent.
      Au revoir | oh ruh-VWAHR | 'oi' sounds like 'wa'. | The 'e' in 're' is short, almost dropped.
    `,
    intermediate: `
      Je voudrais un café, s'il vous plaît | zhuh voo-DREH uhn kah-FAY, seel voo PLEH | 'ais' at the end sounds like 'eh'. | 'un' is nasal.
      Où est la gare ? | oo eh lah GAHR | 'est' sounds like 'eh'. | End with a throaty 'r'.
      Enchanté de faire votre connaissance | ahn-shahn-TAY duh fehr votr koh-neh-SAHNS | 'en' and 'an' are the same nasal sound. | 'ch' is 'sh'.
    `,
    advanced: `
      Petit à petit, l'oiseau fait son nid | puh-tee-tah-puh-TEE, lwah-ZOH feh sohn NEE | Link 'petit à' with a 't': puh-tee-tah. | It means 'little by little'.
      Il pleut des cordes | eel pluh day KORD | 'eu' is like the 'u' in 'fur' with rounded lips. | It means 'it is pouring with rain'.
      Ce n'est pas la mer à boire | suh neh pah lah mehr ah BWAHR | It means 'it is not that hard'. | 'oi' is 'wa'.
    `,
  },
  sentences: {
    beginner: `
      Je m'appelle Marie. | zhuh mah-PEL mah-REE | 'Je' is short: zhuh. | The double 'l' sounds like one 'l'.
      Le chat est noir. | luh shah eh NWAHR | 'ch' is 'sh'; the 't' in 'chat' is silent. | 'oir' sounds like 'wahr'.
      J'aime le pain. | ZHEM luh PAN | 'ain' is nasal: do not close it with a full 'n'.
    `,
    intermediate: `
      Nous allons au marché samedi matin. | noo-zah-LOHN oh mahr-SHAY sahm-DEE mah-TAN | Link 'nous allons' with a 'z'. | 'ain' in 'matin' is nasal.
      Il fait beau aujourd'hui. | eel feh BOH oh-zhoor-DWEE | 'eau' sounds like 'oh'. | 'fait' sounds like 'feh'.
      Elle habite dans une petite maison. | el ah-BEET dahn-ZEWN puh-TEET meh-ZOHN | Link 'dans une' with a 'z'. | 'on' in 'maison' is nasal.
    `,
    advanced: `
      Les enfants ont vu une grenouille sur le mur. | lay-zahn-FAHN ohn vew ewn gruh-NOOY sewr luh MEWR | 'vu', 'une', 'sur' and 'mur' all have the rounded 'u'. | Link 'les enfants' with a 'z'.
      Bien que ce soit difficile, je continuerai à m'entraîner chaque jour. | byan kuh suh swah dee-fee-SEEL, zhuh kohn-tee-new-RAY ah mahn-treh-NAY shahk ZHOOR | 'ien' in 'bien' is nasal. | 'oi' in 'soit' is 'wa'.
      Quatre-vingt-dix-huit personnes ont assisté au spectacle. | kah-truh-van-dee-ZWEET pehr-SOHN ohn-tah-sees-TAY oh spek-TAHKL | 98 is said 'four-twenty-ten-eight'. | The 'x' in 'dix-huit' sounds like 'z'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Ton thé t'a-t-il ôté ta toux ? | tohn tay tah-TEEL oh-TAY tah TOO | The French 't' is crisp, with the tongue on the back of the top teeth. | 'th' in 'thé' is just 't'.
      Cinq chiens chassent six chats. | sank shyan shahs see SHAH | Switch between 's' and 'sh'. | 'ien' in 'chiens' is nasal.
      Trois tortues trottaient sur un trottoir très étroit. | trwah tor-TEW troh-TEH sewr uhn troh-TWAHR treh-zay-TRWAH | Keep 'tr' together. | Link 'très étroit' with a 'z'.
    `,
    intermediate: `
      Les chaussettes de l'archiduchesse sont-elles sèches ? Archi-sèches ! | lay shoh-SET duh lar-shee-dew-SHES sohn-tel SESH? ar-shee-SESH | Switch between 's' and 'sh': smile for 's', round your lips for 'sh'. | 'ch' is always 'sh'.
      Un chasseur sachant chasser doit savoir chasser sans son chien. | uhn shah-SUHR sah-SHAHN shah-SAY dwah sah-VWAHR shah-SAY sahn sohn SHYAN | Keep 's' and 'sh' apart. | 'an', 'on' and 'ien' are nasal.
      Natacha n'attacha pas son chat Pacha qui s'échappa. | nah-tah-SHAH nah-tah-SHAH pah sohn shah pah-SHAH kee say-shah-PAH | Every 'ch' is 'sh'. | Keep each 'a' open.
    `,
    advanced: `
      Si six scies scient six cyprès, six cent six scies scient six cent six cyprès. | see see see see see see-PREH, see sahn see see see see sahn see see-PREH | 'six' before a consonant sounds like 'see'. | Count the beats as you go.
      Les chaussettes de l'archiduchesse sont-elles sèches ou archi-sèches ? | lay shoh-SET duh lar-shee-dew-SHES sohn-tel SESH oo ar-shee-SESH | Keep 'ch' as 'sh' and 's' as 's'. | Speed up only when each word is clear.
      Natacha n'attacha pas son chat Pacha qui s'échappa. Cela fâcha Sacha qui chassa Natacha. | nah-tah-SHAH nah-tah-SHAH pah sohn shah pah-SHAH kee say-shah-PAH. suh-LAH fah-SHAH sah-SHAH kee shah-SAH nah-tah-SHAH | The 'c' in 'Cela' sounds like 's'. | Switch between 's' and 'sh' in 'Sacha' and 'chassa'.
    `,
  },
};
