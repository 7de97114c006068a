// Local pronunciation engine: Spanish practice bank ("[th/s]" = Spain / Mexico for 'c', 'z').
import type { BankSource } from "./types";

export const es: BankSource = {
  words: {
    beginner: `
      hola | OH-lah | The 'h' is always silent in Spanish: start straight on the 'o'. | Keep the 'o' short and pure, not 'oh-oo'.
      gracias | GRAH-[th/s]yahs | [In Spain, 'c' before 'i' sounds like the 'th' in 'think'./In Mexico, 'c' before 'i' sounds like 's'.] | The 'r' after 'g' is one quick tap of the tongue.
      agua | AH-gwah | 'gu' before 'a' sounds like 'gw'. | The 'g' between vowels is soft: the tongue barely touches.
      perro | PEH-rroh | Roll the 'rr': several quick taps of the tongue tip. | Compare 'pero' (one tap, 'but') with 'perro' (a roll, 'dog').
      adiós | ah-DYOHS | The accent on 'ó' puts the stress on the last syllable: ah-DYOHS.
    `,
    intermediate: `
      ferrocarril | feh-rroh-kah-RREEL | Two rolled 'rr' sounds: keep the tongue tip loose and let it flutter. | Stress the last syllable.
      murciélago | moor-[th/s]YEH-lah-goh | This word has all five vowels: a, e, i, o, u. Keep each one pure. | Stress 'cié', where the accent is.
      jamón | hah-MOHN | The 'j' is a strong 'h' from the back of the throat. | Stress the accented 'ó'.
      llave | YAH-beh | 'll' sounds like the 'y' in 'yes'. | The 'v' sounds like a soft 'b': the lips almost touch.
      año | AH-nyoh | 'ñ' sounds like 'ny' in 'canyon'. Without the mark, 'ano' is a different word.
    `,
    advanced: `
      desafortunadamente | deh-sah-fohr-too-nah-dah-MEHN-teh | Nine syllables: say them evenly, then stress 'MEN'. | The single 'r' is a quick tap.
      otorrinolaringólogo | oh-toh-rree-noh-lah-reen-GOH-loh-goh | Stress the accented 'gó'. | The 'rr' is rolled; the 'r' in 'rin' is a tap.
      paralelepípedo | pah-rah-leh-leh-PEE-peh-doh | Stress the accented 'pí'. | The 'd' at the end is soft, like the 'th' in 'this'.
      esternocleidomastoideo | ehs-tehr-noh-klay-doh-mahs-toy-DEH-oh | Take it in parts: ester-no-clei-do-mas-toi-de-o. | 'ei' sounds like 'ay' in 'day'.
    `,
  },
  phrases: {
    beginner: `
      Buenos días | BWEH-nohs DEE-ahs | 'ue' sounds like 'weh'. | Stress the accented 'í' in 'días'.
      ¿Cómo estás? | KOH-moh ehs-TAHS | Let your voice rise at the end of the question. | Stress 'tás'.
      Mucho gusto | MOO-choh GOOS-toh | 'ch' is like the English 'ch' in 'church'. | 'u' is always 'oo'.
      Por favor | pohr fah-BOHR | The 'v' sounds like a soft 'b'. | Each 'r' at the end of a syllable is a single tap.
    `,
    intermediate: `
      ¿Dónde está el baño? | DOHN-deh ehs-TAH ehl BAH-nyoh | 'ñ' in 'baño' sounds like 'ny'. | Link 'está el' smoothly.
      ¿Cuánto cuesta? | KWAHN-toh KWEHS-tah | 'cu' before a vowel sounds like 'kw'.
      Me gustaría un café, por favor | meh goos-tah-REE-ah oon kah-FEH, pohr fah-BOHR | Stress the accented 'í' in 'gustaría' and 'é' in 'café'.
      Hasta luego | AHS-tah LWEH-goh | The 'h' is silent. | 'ue' sounds like 'weh'.
    `,
    advanced: `
      Más vale tarde que nunca | MAHS BAH-leh TAHR-deh keh NOON-kah | It means 'better late than never'. | 'qu' sounds like 'k'; the 'u' is silent.
      No hay mal que por bien no venga | noh EYE mahl keh pohr BYEHN noh BEHN-gah | 'hay' sounds like 'eye'. | 'v' in 'venga' is a 'b' sound.
      Ojos que no ven, corazón que no siente | OH-hohs keh noh BEHN, koh-rah-[TH/S]OHN keh noh SYEHN-teh | The 'j' in 'ojos' is a throaty 'h'. | [The 'z' in 'corazón' is a 'th' in Spain./The 'z' in 'corazón' sounds like 's' in Mexico.]
      Estar en las nubes | ehs-TAHR ehn lahs NOO-behs | It means 'to daydream'. | The 'b' between vowels is soft: the lips barely touch.
    `,
  },
  sentences: {
    beginner: `
      Me llamo Ana. | meh YAH-moh AH-nah | 'll' sounds like 'y'. | Keep the 'a' sounds open: 'ah'.
      Tengo un perro. | TEHN-goh oon PEH-rroh | Roll the 'rr' in 'perro'.
      El café está caliente. | ehl kah-FEH ehs-TAH kah-LYEHN-teh | Stress the accented vowels: 'fé' and 'tá'.
    `,
    intermediate: `
      Mañana vamos a la playa con mis amigos. | mah-NYAH-nah BAH-mohs ah lah PLAH-yah kohn mees ah-MEE-gohs | 'ñ' is 'ny'. | The 'v' in 'vamos' is a 'b' sound.
      El tren sale a las ocho de la mañana. | ehl trehn SAH-leh ah lahs OH-choh deh lah mah-NYAH-nah | 'tr' in 'tren' has a tapped 'r'. | 'ch' as in 'church'.
      Mi hermano trabaja en un restaurante. | mee ehr-MAH-noh trah-BAH-hah ehn oon rrehs-tow-RAHN-teh | The 'h' in 'hermano' is silent; the 'j' in 'trabaja' is a throaty 'h'. | An 'r' at the start of a word is rolled.
    `,
    advanced: `
      El rápido zorro marrón salta sobre el perro perezoso. | ehl RRAH-pee-doh [TH/S]OH-rroh mah-RROHN SAHL-tah SOH-breh ehl PEH-rroh peh-reh-[TH/S]OH-soh | Four rolled 'r' sounds: 'rápido', 'zorro', 'marrón', 'perro'. | 'perezoso' has tapped 'r' and [a 'th' for the 'z'/an 's' for the 'z'].
      Aunque llovía a cántaros, decidieron salir a correr por el parque. | OWN-keh yoh-BEE-ah ah KAHN-tah-rohs, deh-[th/s]ee-DYEH-rohn sah-LEER ah koh-RREHR pohr ehl PAHR-keh | 'au' sounds like 'ow'. | 'a cántaros' means 'heavily'.
      Si hubiera sabido la verdad, no habría venido. | see oo-BYEH-rah sah-BEE-doh lah behr-DAHD, noh ah-BREE-ah beh-NEE-doh | Both 'h' are silent. | The final 'd' in 'verdad' is very soft.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Pablito clavó un clavito. | pah-BLEE-toh klah-BOH oon klah-BEE-toh | Keep 'bl' and 'cl' together. | Stress the accented 'vó'.
      Como poco coco como, poco coco compro. | KOH-moh POH-koh KOH-koh KOH-moh, POH-koh KOH-koh KOHM-proh | Keep every 'o' short and round. | The 'c' is a 'k' with no puff of air.
      Erre con erre, cigarro; erre con erre, barril. | EH-rreh kohn EH-rreh, [th/s]ee-GAH-rroh; EH-rreh kohn EH-rreh, bah-RREEL | Roll every 'rr'. | Start slowly.
    `,
    intermediate: `
      Tres tristes tigres tragaban trigo en un trigal. | trehs TREES-tehs TEE-grehs trah-GAH-bahn TREE-goh ehn oon tree-GAHL | The Spanish 'r' in 'tres' is a single tap of the tongue. | Keep 'tr' together in every word.
      Pablito clavó un clavito. ¿Qué clavito clavó Pablito? | pah-BLEE-toh klah-BOH oon klah-BEE-toh. KEH klah-BEE-toh klah-BOH pah-BLEE-toh | 'qué' sounds like 'keh'. | Raise your voice at the question.
      El perro de San Roque no tiene rabo porque Ramón Rodríguez se lo ha cortado. | ehl PEH-rroh deh sahn RROH-keh noh TYEH-neh RRAH-boh POHR-keh rrah-MOHN rroh-DREE-geh[th/s] seh loh ah kohr-TAH-doh | An 'r' at the start of a word is rolled like 'rr'. | The 'r' in 'porque' is a tap.
    `,
    advanced: `
      Erre con erre cigarro, erre con erre barril, rápido ruedan los carros cargados de azúcar del ferrocarril. | EH-rreh kohn EH-rreh [th/s]ee-GAH-rroh, EH-rreh kohn EH-rreh bah-RREEL, RRAH-pee-doh RRWEH-dahn lohs KAH-rrohs kahr-GAH-dohs deh ah-[TH/S]OO-kahr dehl feh-rroh-kah-RREEL | Roll the 'r' at the start of 'rápido' and 'ruedan'. | Tap the 'r' in 'cargados'.
      El cielo está enladrillado, ¿quién lo desenladrillará? El desenladrillador que lo desenladrille, buen desenladrillador será. | ehl [TH/S]YEH-loh ehs-TAH ehn-lah-dree-YAH-doh, KYEHN loh deh-sehn-lah-dree-yah-RAH? ehl deh-sehn-lah-dree-yah-DOHR keh loh deh-sehn-lah-DREE-yeh, bwehn deh-sehn-lah-dree-yah-DOHR seh-RAH | Break the long words into beats: des-en-la-dri-lla-dor. | 'll' sounds like 'y'.
      Tres tristes tigres tragaban trigo en un trigal; en un trigal tragaban trigo tres tristes tigres. | trehs TREES-tehs TEE-grehs trah-GAH-bahn TREE-goh ehn oon tree-GAHL; ehn oon tree-GAHL trah-GAH-bahn TREE-goh trehs TREES-tehs TEE-grehs | Tap, do not roll, each 'r' after 't' and 'g'. | Speed up only when every word is clear.
    `,
  },
};
