// Local pronunciation engine: Arabic (Modern Standard) practice bank. Respelling: H = ح (breathy h from the
// throat), ' = ع, capital S/D/T = the heavy (emphatic) letters, aa/ee/oo = long vowels.
import type { BankSource } from "./types";

export const ar: BankSource = {
  words: {
    beginner: `
      مرحبا | mar-Ha-ban | 'ح' is a breathy 'h' from deep in the throat, like fogging a mirror. | Tap the 'ر' once.
      شكرا | shuk-ran | 'ش' is 'sh'. | The 'ر' is a single tap of the tongue.
      سلام | sa-laam | Hold the long 'aa' for two beats. | 'س' is a light 's'.
    `,
    intermediate: `
      عين | 'ayn | 'ع' is made by squeezing the throat, a voiced sound with no English match. Do not skip it.
      قلب | qalb | 'ق' is a 'k' made further back, at the very back of the mouth. Compare 'كلب' (kalb, dog).
      خبز | khubz | 'خ' is a rough sound like Scottish 'loch'. | 'ز' buzzes like 'z'.
    `,
    advanced: `
      مستشفى | mus-tash-faa | Keep 'st' and 'sh' apart. | End on a long 'aa'.
      طبيعة | Ta-bee-'a | 'ط' is a heavy 't' with the tongue pressed down and back. | Do not skip the 'ع'.
      ضوء | Daw' | 'ض' is a heavy 'd'. | The word ends with a catch in the throat (ء).
    `,
  },
  phrases: {
    beginner: `
      السلام عليكم | as-sa-laa-mu 'a-lay-kum | The 'l' of 'al' joins the 's': as-salaam. | Do not skip the 'ع' in 'alaykum'.
      صباح الخير | Sa-baaH al-khayr | 'ص' is a heavy 's'. | 'ح' at the end of 'صباح' is a breathy 'h'.
      كيف حالك؟ | kay-fa Haa-luk | 'ح' in 'حال' is breathy, not a plain 'h'.
    `,
    intermediate: `
      أين المحطة؟ | ay-na l-ma-HaT-Ta | Hold the doubled 'ط': a heavy 't'. | 'ح' is breathy.
      تشرفنا | ta-shar-raf-naa | Hold the doubled 'ر': roll it. | It means 'pleased to meet you'.
      كم السعر؟ | kam as-si'r | The 'ع' in 'سعر' is a squeeze in the throat between 'i' and 'r'.
    `,
    advanced: `
      الصبر مفتاح الفرج | aS-Sab-ru mif-taa-Hu l-fa-raj | It means 'patience is the key to relief'. | 'ص' is a heavy 's'.
      من جد وجد | man jad-da wa-jad | It means 'whoever works hard, succeeds'. | Hold the doubled 'د'.
      العلم نور | al-'il-mu noor | It means 'knowledge is light'. | Do not skip the 'ع' in 'علم'.
    `,
  },
  sentences: {
    beginner: `
      اسمي سارة. | is-mee saa-ra | Hold the long 'ee' and 'aa'.
      أنا طالب. | a-naa Taa-lib | 'ط' is a heavy 't'.
      هذا بيتي. | haa-dhaa bay-tee | 'ذ' is the 'th' in 'this'.
    `,
    intermediate: `
      أحب أن أقرأ الكتب. | u-Hib-bu an aq-ra-a l-ku-tub | 'ح' is breathy; 'ق' is a deep 'k'.
      نذهب إلى المدرسة كل يوم. | nadh-ha-bu i-laa l-mad-ra-sa kul-la yawm | 'ذ' is the 'th' in 'this'. | Hold the doubled 'ل' in 'كل'.
    `,
    advanced: `
      على الرغم من المطر خرجنا للتنزه في الحديقة. | 'a-laa r-ragh-mi mi-na l-ma-Tar kha-raj-naa lit-ta-naz-zuh fi l-Ha-dee-qa | 'غ' is a gargled 'r' sound. | 'خ' is rough like 'loch'.
      إذا كان لديك وقت فلنشرب القهوة معا. | i-dhaa kaa-na la-day-ka waqt fal-nash-rab al-qah-wa ma-'an | 'ق' in 'وقت' and 'القهوة' is deep in the throat.
    `,
  },
  "tongue-twisters": {
    beginner: `
      قلب الكلب | qal-bu l-kalb | It means 'the dog's heart'. | Switch between the deep 'ق' and the normal 'ك'.
      صيف وسيف | Sayf wa sayf | It means 'summer and a sword'. | 'ص' is heavy; 'س' is light.
    `,
    intermediate: `
      خيط حرير على حيط خليل | khayT Ha-reer 'a-laa HayT kha-leel | Switch between 'خ' (rough, like 'loch') and 'ح' (breathy).
      الحمام في الحمّام | al-Ha-maam fi l-Ham-maam | It means 'the pigeons are in the bathroom'. | Hold the doubled 'م' in 'حمّام'.
    `,
    advanced: `
      خيط حرير على حيط خليل، حيط خليل عليه خيط حرير | khayT Ha-reer 'a-laa HayT kha-leel, HayT kha-leel 'a-lay-hi khayT Ha-reer | Keep 'خ' and 'ح' apart as you speed up.
      قص القصاص قصة قصيرة | qaS-Sa l-qaS-SaaS qiS-Sa-tan qa-See-ra | It means 'the storyteller told a short story'. | Every 'ص' is heavy; every 'ق' is deep.
    `,
  },
};
