// Exercise banks, part 2: languages with their own scripts. The phonetic field is the
// standard romanisation (Hepburn, Revised Romanisation, Hanyu Pinyin, scholarly transliteration).
// Format as in banks-europe.ts: "level|category|text|phonetic".

export const JA = `
b|w|ありがとう|a-ri-ga-tō
b|w|水|mi-zu
b|w|猫|ne-ko
i|w|病院|byō-in
i|w|美容院|bi-yō-in
i|w|切手|kit-te
a|w|東京特許許可局|tō-kyō tok-kyo kyo-ka kyo-ku
a|w|旅行|ryo-kō
a|w|缶詰|kan-zu-me
b|p|おはようございます|o-ha-yō go-za-i-ma-su
b|p|こんにちは|kon-ni-chi-wa
i|p|いただきます|i-ta-da-ki-ma-su
i|p|駅はどこですか|e-ki wa do-ko de-su ka
a|p|お手洗いはどちらですか|o-te-a-rai wa do-chi-ra de-su ka
a|p|少々お待ちください|shō-shō o-ma-chi ku-da-sai
b|s|私は学生です。|wa-ta-shi wa ga-ku-sei de-su
b|s|今日はいい天気ですね。|kyō wa ii ten-ki de-su ne
i|s|コーヒーを一つください。|kō-hī o hi-to-tsu ku-da-sai
i|s|切手を買いに行きます。|kit-te o kai ni i-ki-ma-su
a|s|美容院と病院は発音が違います。|bi-yō-in to byō-in wa ha-tsu-on ga chi-ga-i-ma-su
a|s|旅行の予定を立てましょう。|ryo-kō no yo-tei o ta-te-ma-shō
b|t|隣の客はよく柿食う客だ。|to-na-ri no kya-ku wa yo-ku ka-ki ku-u kya-ku da
i|t|生麦生米生卵|na-ma-mu-gi na-ma-go-me na-ma-ta-ma-go
a|t|東京特許許可局局長|tō-kyō tok-kyo kyo-ka kyo-ku kyo-ku-chō
`;

export const KO = `
b|w|안녕하세요|an-nyeong-ha-se-yo
b|w|물|mul
b|w|사과|sa-gwa
i|w|감사합니다|gam-sa-ham-ni-da
i|w|읽다|ik-da
i|w|닭|dak
a|w|괜찮아요|gwaen-cha-na-yo
a|w|햇볕|haet-byeot
a|w|없어요|eop-seo-yo
b|p|만나서 반갑습니다|man-na-seo ban-gap-seum-ni-da
b|p|안녕히 가세요|an-nyeong-hi ga-se-yo
i|p|이거 얼마예요?|i-geo eol-ma-ye-yo
i|p|화장실이 어디예요?|hwa-jang-si-ri eo-di-ye-yo
a|p|잘 먹겠습니다|jal meok-ge-sseum-ni-da
a|p|읽고 싶어요|il-kko si-peo-yo
b|s|저는 학생이에요.|jeo-neun hak-saeng-i-e-yo
b|s|오늘 날씨가 좋아요.|o-neul nal-ssi-ga jo-a-yo
i|s|커피 한 잔 주세요.|keo-pi han jan ju-se-yo
i|s|지하철역이 어디에 있어요?|ji-ha-cheol-lyeo-gi eo-di-e i-sseo-yo
a|s|닭고기를 먹고 싶어요.|dak-go-gi-reul meok-go si-peo-yo
a|s|햇볕이 따뜻해서 괜찮아요.|haet-byeo-chi tta-tteu-tae-seo gwaen-cha-na-yo
b|t|간장 공장 공장장은 강 공장장이다.|gan-jang gong-jang gong-jang-jang-eun gang gong-jang-jang-i-da
i|t|경찰청 철창살은 외철창살이냐 쌍철창살이냐.|gyeong-chal-cheong cheol-chang-sa-reun oe-cheol-chang-sa-ri-nya ssang-cheol-chang-sa-ri-nya
a|t|내가 그린 기린 그림은 긴 기린 그림이다.|nae-ga geu-rin gi-rin geu-ri-meun gin gi-rin geu-ri-mi-da
`;

export const ZH = `
b|w|你好|nǐ hǎo
b|w|谢谢|xiè xie
b|w|水|shuǐ
i|w|妈妈|mā ma
i|w|马|mǎ
i|w|学校|xué xiào
a|w|绿色|lǜ sè
a|w|日常|rì cháng
a|w|出租车|chū zū chē
b|p|早上好|zǎo shang hǎo
b|p|再见|zài jiàn
i|p|多少钱?|duō shao qián
i|p|我听不懂|wǒ tīng bu dǒng
a|p|请说慢一点|qǐng shuō màn yì diǎn
a|p|四是四，十是十|sì shì sì, shí shì shí
b|s|我是学生。|wǒ shì xué sheng
b|s|今天天气很好。|jīn tiān tiān qì hěn hǎo
i|s|请给我一杯茶。|qǐng gěi wǒ yì bēi chá
i|s|火车站在哪里?|huǒ chē zhàn zài nǎ lǐ
a|s|妈妈骂马，马慢。|mā ma mà mǎ, mǎ màn
a|s|我日常坐出租车上班。|wǒ rì cháng zuò chū zū chē shàng bān
b|t|四是四，十是十。|sì shì sì, shí shì shí
i|t|吃葡萄不吐葡萄皮。|chī pú tao bù tǔ pú tao pí
a|t|妈妈骑马，马慢，妈妈骂马。|mā ma qí mǎ, mǎ màn, mā ma mà mǎ
`;

export const RU = `
b|w|привет|pri-VYET
b|w|спасибо|spa-SEE-ba
b|w|вода|va-DA
i|w|здравствуйте|ZDRAST-vuy-tye
i|w|молоко|ma-la-KO
i|w|рыба|RY-ba
a|w|достопримечательность|da-sta-pri-mye-CHA-tyel-nast
a|w|щука|SHCHOO-ka
a|w|превысокомногорассмотрительствующий|pri-vy-sa-ka-mna-ga-ras-smat-RI-tyel-stvu-yu-shchiy
b|p|доброе утро|DOB-ra-ye OO-tra
b|p|до свидания|da svi-DA-ni-ya
i|p|как дела?|kak dye-LA
i|p|где вокзал?|gdye vak-ZAL
a|p|рыба и щи|RY-ba i SHCHEE
a|p|счастливого пути|shchas-LEE-va-va poo-TEE
b|s|Меня зовут Анна.|mye-NYA za-VOOT AN-na
b|s|Сегодня холодно.|sye-VOD-nya KHO-lad-na
i|s|Я хочу чашку чая.|ya kha-CHOO CHASH-ku CHA-ya
i|s|Где находится метро?|gdye na-KHO-dit-sya mye-TRO
a|s|Я люблю гулять по набережной вечером.|ya lyub-LYU gu-LYAT pa NA-bye-rezh-nay VYE-che-ram
a|s|Щука живёт в реке.|SHCHOO-ka zhi-VYOT v rye-KYE
b|t|Шла Саша по шоссе и сосала сушку.|shla SA-sha pa sha-SE i sa-SA-la SUSH-ku
i|t|Карл у Клары украл кораллы, а Клара у Карла украла кларнет.|karl u KLA-ry u-KRAL ka-RAL-ly, a KLA-ra u KAR-la u-KRA-la klar-NYET
a|t|На дворе трава, на траве дрова, не руби дрова на траве двора.|na dva-RYE tra-VA, na tra-VYE dra-VA, nye ru-BEE dra-VA na tra-VYE dva-RA
`;

export const AR = `
b|w|مرحبا|mar-ḥa-ban
b|w|شكرا|shuk-ran
b|w|ماء|mā'
i|w|قلب|qalb
i|w|كلب|kalb
i|w|عين|ʿayn
a|w|مستشفى|mus-tash-fā
a|w|ضوء|ḍaw'
a|w|صباح|ṣa-bāḥ
b|p|صباح الخير|ṣa-bāḥ al-khayr
b|p|مع السلامة|maʿa as-sa-lā-ma
i|p|كيف حالك؟|kayfa ḥā-luk
i|p|أين المحطة؟|ayna al-ma-ḥaṭ-ṭa
a|p|قلب وكلب|qalb wa kalb
a|p|الحمد لله|al-ḥam-du lil-lāh
b|s|اسمي سارة.|is-mī sā-ra
b|s|الجو جميل اليوم.|al-jaw ja-mīl al-yawm
i|s|أريد فنجان قهوة من فضلك.|u-rīd fin-jān qah-wa min faḍ-lik
i|s|أين المستشفى؟|ayna al-mus-tash-fā
a|s|الضوء قوي في الصباح.|aḍ-ḍaw' qa-wiyy fiṣ-ṣa-bāḥ
a|s|العين ترى القلب الطيب.|al-ʿayn ta-rā al-qalb aṭ-ṭay-yib
b|t|خيط حرير على حيط خليل.|khayṭ ḥa-rīr ʿa-lā ḥayṭ kha-līl
i|t|قال القاضي قولا قاطعا.|qāl al-qā-ḍī qaw-lan qā-ṭi-ʿan
a|t|خوخ خالد خير من خوخ خليل.|khawkh khā-lid khayr min khawkh kha-līl
`;

export const HI = `
b|w|नमस्ते|na-mas-te
b|w|पानी|pā-nī
b|w|घर|ghar
i|w|धन्यवाद|dhan-ya-vād
i|w|खाना|khā-nā
i|w|ठंडा|ṭhaṇ-ḍā
a|w|स्वतंत्रता|sva-tan-tra-tā
a|w|ज्ञान|gyān
a|w|क्षमा|kṣa-mā
b|p|आप कैसे हैं?|āp kai-se hain
b|p|फिर मिलेंगे|phir mi-len-ge
i|p|एक चाय दीजिए|ek chāy dī-ji-e
i|p|स्टेशन कहाँ है?|sṭe-shan ka-hān hai
a|p|कच्चा पापड़, पक्का पापड़|kach-chā pā-paṛ, pak-kā pā-paṛ
a|p|ठंडा पानी|ṭhaṇ-ḍā pā-nī
b|s|मेरा नाम अनु है।|me-rā nām a-nu hai
b|s|आज मौसम अच्छा है।|āj mau-sam ach-chhā hai
i|s|मुझे खाना पसंद है।|mu-jhe khā-nā pa-sand hai
i|s|हम कल बाज़ार जाएँगे।|ham kal bā-zār jā-en-ge
a|s|स्वतंत्रता दिवस पंद्रह अगस्त को है।|sva-tan-tra-tā di-vas pand-rah a-gast ko hai
a|s|ज्ञान सबसे बड़ा धन है।|gyān sab-se ba-ṛā dhan hai
b|t|कच्चा पापड़, पक्का पापड़।|kach-chā pā-paṛ, pak-kā pā-paṛ
i|t|चंदू के चाचा ने चंदू की चाची को चाँदी के चम्मच से चटनी चटाई।|chan-dū ke chā-chā ne chan-dū kī chā-chī ko chān-dī ke cham-mach se chaṭ-nī cha-ṭā-ī
a|t|खड़क सिंह के खड़कने से खड़कती हैं खिड़कियाँ।|kha-ṛak singh ke kha-ṛak-ne se kha-ṛak-tī hain khiṛ-ki-yān
`;
