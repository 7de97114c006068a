// Local pronunciation engine: Brazilian Portuguese practice bank.
import type { BankSource } from "./types";

export const pt: BankSource = {
  words: {
    beginner: `
      obrigado | oh-bree-GAH-doo | A final 'o' sounds like 'oo' in Brazil. | Tap the 'r' in 'bri' once.
      pão | POWNG | 'ão' is nasal: say 'ow' with air through your nose. Do not close it with a full 'n'.
      leite | LAY-chee | In Brazil, 'te' at the end sounds like 'chee'.
      casa | KAH-zah | A single 's' between vowels sounds like 'z'.
    `,
    intermediate: `
      coração | koh-rah-SOWNG | 'ç' sounds like 's'. | End with the nasal 'ão'.
      trabalho | trah-BAH-lyoo | 'lh' sounds like 'ly', with the middle of the tongue on the roof of your mouth.
      amanhã | ah-mah-NYAHNG | 'nh' sounds like 'ny'. | The 'ã' is nasal.
      rua | HOO-ah | An 'r' at the start of a word sounds like an English 'h' in Brazil.
    `,
    advanced: `
      paralelepípedo | pah-rah-leh-leh-PEE-peh-doo | Stress the accented 'pí'. | The final 'o' is 'oo'.
      otorrinolaringologista | oh-toh-hee-noh-lah-reen-goh-loh-ZHEES-tah | 'rr' sounds like an 'h'. | 'gi' sounds like 'zhee'.
      inconstitucionalissimamente | een-kohns-chee-too-syoh-nah-lee-see-mah-MEN-chee | 'ti' sounds like 'chee' and 'te' at the end is 'chee'. | Take it in beats.
      desenvolvimento | deh-zen-vohl-vee-MEN-too | The 'l' before a consonant sounds like 'w'. | A final 'o' sounds like 'oo'.
    `,
  },
  phrases: {
    beginner: `
      Bom dia | bohng JEE-ah | 'di' sounds like 'jee' in Brazil. | 'om' is nasal.
      Tudo bem? | TOO-doo BAYNG | 'em' at the end is nasal, close to 'ayng'.
      Muito prazer | MWEENG-too prah-ZEHR | 'ui' in 'muito' is nasal. | The 'z' buzzes.
    `,
    intermediate: `
      Onde fica o banheiro? | OHN-jee FEE-kah oo bah-NYAY-roo | 'de' at the end sounds like 'jee'. | 'nh' is 'ny'.
      Eu gostaria de um café | EH-oo gohs-tah-REE-ah jee oong kah-FEH | Stress the accented 'é' in 'café'. | 'um' is nasal.
      Quanto custa? | KWAHN-too KOOS-tah | 'qu' before 'a' sounds like 'kw'.
    `,
    advanced: `
      Quem não tem cão caça com gato | kayng nowng tayng kowng KAH-sah kohng GAH-too | It means 'make do with what you have'. | Four nasal sounds: 'quem', 'não', 'tem', 'cão'.
      Água mole em pedra dura, tanto bate até que fura | AH-gwah MOH-lee ayng PEH-drah DOO-rah, TAHN-too BAH-chee ah-TEH kee FOO-rah | A final 'e' sounds like 'ee'. | 'te' in 'bate' is 'chee'.
      Cada macaco no seu galho | KAH-dah mah-KAH-koo noo SEH-oo GAH-lyoo | It means 'everyone in their own place'. | 'lh' is 'ly'.
    `,
  },
  sentences: {
    beginner: `
      Eu moro no Brasil. | EH-oo MOH-roo noo brah-ZEEW | The 'l' at the end of 'Brasil' sounds like 'w'. | The 's' between vowels is 'z'.
      O café está quente. | oo kah-FEH ehs-TAH KAYN-chee | 'te' at the end is 'chee'.
      Eu gosto de música. | EH-oo GOHS-too jee MOO-zee-kah | 'de' sounds like 'jee'. | Stress the accented 'ú'.
    `,
    intermediate: `
      Amanhã vamos à praia com os nossos amigos. | ah-mah-NYAHNG VAH-moos ah PRY-ah kohng oos NOH-soos ah-MEE-goos | 'nh' is 'ny'. | Final 'os' sounds like 'oos'.
      O ônibus sai às oito da manhã. | oo OH-nee-boos sy ahs OY-too dah mah-NYAHNG | Stress the accented 'ô'. | 'ai' sounds like 'eye'.
      Minha irmã trabalha num hospital. | MEE-nyah eer-MAHNG trah-BAH-lyah noong ohs-pee-TAHW | The 'h' in 'hospital' is silent. | The final 'l' sounds like 'w'.
    `,
    advanced: `
      Apesar da chuva, decidimos caminhar até o centro da cidade. | ah-peh-ZAHR dah SHOO-vah, deh-see-JEE-moos kah-mee-NYAHR ah-TEH oo SEN-troo dah see-DAH-jee | 'ch' sounds like 'sh'. | 'di' and 'de' sound like 'jee'.
      Se eu tivesse sabido a verdade, não teria vindo. | see EH-oo chee-VEH-see sah-BEE-doo ah vehr-DAH-jee, nowng teh-REE-ah VEEN-doo | 'ti' sounds like 'chee'. | 'in' in 'vindo' is nasal.
      Quando cheguei à estação, o trem já tinha partido. | KWAHN-doo sheh-GAY ah ehs-tah-SOWNG, oo trayng ZHAH CHEE-nyah pahr-CHEE-doo | 'ch' sounds like 'sh'; 'ti' sounds like 'chee'. | 'j' in 'já' is the soft 'zh' in 'measure'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      O rato roeu a roupa do rei de Roma. | oo HAH-too hoh-EH-oo ah HOH-pah doo HAY jee HOH-mah | Every 'r' at the start of a word sounds like 'h' in Brazil.
      O peito do pé do Pedro é preto. | oo PAY-too doo PEH doo PEH-droo EH PREH-too | Keep 'dr' and 'pr' together with a tapped 'r'. | 'é' is an open 'eh'.
      Sabia que o sabiá sabia assobiar? | sah-BEE-ah kee oo sah-bee-AH sah-BEE-ah ah-soh-bee-AHR | 'sabia' and 'sabiá' differ only in stress: sa-BI-a and sa-bi-Á.
    `,
    intermediate: `
      Três pratos de trigo para três tigres tristes. | TRAYS PRAH-toos jee TREE-goo PAH-rah TRAYS CHEE-grees TREES-chees | 'ti' sounds like 'chee'. | Tap the 'r' in every 'tr'.
      A aranha arranha a rã. A rã arranha a aranha. | ah ah-RAH-nyah ah-HAH-nyah ah HAHNG. ah HAHNG ah-HAH-nyah ah ah-RAH-nyah | Tap the single 'r' in 'aranha'; say 'rr' in 'arranha' like an 'h'.
      O rato roeu a roupa do rei de Roma, e a rainha, com raiva, resolveu remendar. | oo HAH-too hoh-EH-oo ah HOH-pah doo HAY jee HOH-mah, ee ah hah-EE-nyah, kohng HY-vah, heh-zohw-VEH-oo heh-men-DAHR | Every starting 'r' sounds like 'h'. | 'nh' is 'ny'.
    `,
    advanced: `
      Num ninho de mafagafos há sete mafagafinhos; quem os desmafagafizar bom desmafagafizador será. | noong NEE-nyoo jee mah-fah-GAH-foos AH SEH-chee mah-fah-gah-FEE-nyoos; kayng oos dez-mah-fah-gah-fee-ZAHR bohng dez-mah-fah-gah-fee-zah-DOHR seh-RAH | Break the long words into beats: des-ma-fa-ga-fi-zar. | 'nh' is 'ny'.
      Disseram que na minha rua tem paralelepípedo feito de paralelogramos. | jee-SEH-rowng kee nah MEE-nyah HOO-ah tayng pah-rah-leh-leh-PEE-peh-doo FAY-too jee pah-rah-leh-loh-GRAH-moos | 'di' sounds like 'jee'. | Keep the 'l' and 'r' in 'paralelogramos' apart.
      Três pratos de trigo para três tigres tristes; três tigres tristes para três pratos de trigo. | TRAYS PRAH-toos jee TREE-goo PAH-rah TRAYS CHEE-grees TREES-chees; TRAYS CHEE-grees TREES-chees PAH-rah TRAYS PRAH-toos jee TREE-goo | 'ti' is 'chee'; 'de' is 'jee'. | Speed up only when each 'tr' is crisp.
    `,
  },
};
