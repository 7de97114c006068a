// Local pronunciation engine: Mandarin Chinese practice bank (phonetic = pinyin with tone marks).
import type { BankSource } from "./types";

export const zh: BankSource = {
  words: {
    beginner: `
      你好 | nǐ hǎo | Two third tones together: the first one rises, so say 'ní hǎo'. | 'h' is breathier than English 'h'.
      谢谢 | xièxie | 'x' is like a soft 'sh' with the tongue tip behind the bottom teeth. | The first 'xiè' falls sharply; the second is light.
      妈妈 | māma | The first 'mā' is high and level. | The second 'ma' is short and light.
    `,
    intermediate: `
      中国 | Zhōngguó | 'zh' is like 'j' with the tongue tip curled back. | 'Zhōng' is high and level; 'guó' rises.
      学生 | xuésheng | 'xué' rises. | 'ü' in 'xue' is 'ee' with rounded lips.
      绿色 | lǜsè | 'ü' is 'ee' with rounded lips: it is not 'lu'. | 'sè' falls.
    `,
    advanced: `
      日出 | rìchū | 'r' is like the 's' in 'measure' with the tongue curled back. | 'ch' is curled back with a puff of air.
      知识 | zhīshi | 'zhi' and 'shi' keep the tongue curled back; the 'i' is a buzz, not 'ee'.
      区别 | qūbié | 'q' is like 'ch' with the tongue tip down and a puff of air. | 'ū' after 'q' is the rounded 'ü'.
    `,
  },
  phrases: {
    beginner: `
      早上好 | zǎoshang hǎo | 'z' sounds like 'dz'. | 'zǎo' dips low, then rises.
      不客气 | bú kèqi | 'bù' changes to 'bú' before a falling tone. | 'q' is like 'ch' with a puff of air.
      再见 | zàijiàn | Both syllables fall. | 'j' is like 'j' in 'jeep' with the tongue tip down.
    `,
    intermediate: `
      请问，厕所在哪儿？ | qǐngwèn, cèsuǒ zài nǎr? | 'c' sounds like 'ts' in 'cats' with a puff of air. | 'nǎr' has the curled 'r' ending.
      这个多少钱？ | zhège duōshao qián? | 'qián' rises. | 'zh' and 'sh' are curled back.
      我听不懂 | wǒ tīng bu dǒng | 'tīng' is high and level. | 'dǒng' dips low.
    `,
    advanced: `
      马马虎虎 | mǎmǎhūhū | It means 'so-so'. | The first 'mǎ' rises before the second third tone.
      一石二鸟 | yì shí èr niǎo | It means 'two birds with one stone'. | 'èr' curls the tongue back.
      入乡随俗 | rù xiāng suí sú | It means 'when in Rome, do as the Romans do'. | 'r' is curled back; 's' is a plain 's'.
    `,
  },
  sentences: {
    beginner: `
      我是学生。 | wǒ shì xuésheng | 'shì' falls sharply. | 'x' is a soft 'sh' with the tongue tip down.
      我喜欢喝茶。 | wǒ xǐhuan hē chá | 'chá' rises. | 'hē' is high and level.
      今天很热。 | jīntiān hěn rè | 'rè' starts with the curled 'r'. | 'hěn' dips low.
    `,
    intermediate: `
      明天我和朋友去看电影。 | míngtiān wǒ hé péngyou qù kàn diànyǐng | 'qù' has the rounded 'ü'. | 'péng' rises.
      我在学习说中文。 | wǒ zài xuéxí shuō Zhōngwén | 'xué' and 'xí' both start with the soft 'x'. | 'shuō' is curled back.
    `,
    advanced: `
      虽然下雨了，我们还是去公园散步了。 | suīrán xià yǔ le, wǒmen háishi qù gōngyuán sànbù le | 'yǔ' is the rounded 'ü'. | 'rán' starts with the curled 'r'.
      如果你有时间的话，我们一起吃晚饭吧。 | rúguǒ nǐ yǒu shíjiān dehuà, wǒmen yìqǐ chī wǎnfàn ba | 'chī' is curled back with a puff of air. | 'yī' changes to 'yì' before 'qǐ'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      妈妈骑马，马慢，妈妈骂马。 | māma qí mǎ, mǎ màn, māma mà mǎ | Four tones of 'ma': mā (high), má (rising), mǎ (dip), mà (falling). | 'qí' rises.
      四是四，十是十。 | sì shì sì, shí shì shí | 's' has the tongue behind the teeth; 'sh' has it curled back. | 'sì' falls; 'shí' rises.
    `,
    intermediate: `
      四是四，十是十，十四是十四，四十是四十。 | sì shì sì, shí shì shí, shísì shì shísì, sìshí shì sìshí | Keep 's' (flat tongue) and 'sh' (curled tongue) apart. | 'sì' falls, 'shí' rises.
      吃葡萄不吐葡萄皮，不吃葡萄倒吐葡萄皮。 | chī pútao bù tǔ pútao pí, bù chī pútao dào tǔ pútao pí | 'p' and 't' have a strong puff of air. | 'chī' is high and level.
    `,
    advanced: `
      八百标兵奔北坡，炮兵并排北边跑。 | bābǎi biāobīng bēn běi pō, pàobīng bìngpái běibiān pǎo | 'b' has no puff of air; 'p' has a strong one. | Keep each tone clear as you speed up.
      红鲤鱼与绿鲤鱼与驴。 | hóng lǐyú yǔ lǜ lǐyú yǔ lǘ | 'yú', 'lǜ' and 'lǘ' all use the rounded 'ü'. | 'lǜ' falls, 'lǘ' rises.
    `,
  },
};
