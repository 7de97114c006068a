// Exercise banks, part 1: English and the Latin-script European languages.
// One exercise per line: "level|category|text|phonetic" (level b/i/a; category w/p/s/t).
// Phonetic spellings are written for English readers (stressed syllable in capitals).
// English phonetics come from the CMU dictionary at run time, so the English lines leave it out.

export const EN = `
b|w|water
b|w|happy
b|w|yellow
i|w|comfortable
i|w|vegetable
i|w|February
a|w|thermometer
a|w|particularly
a|w|phenomenon
b|p|thank you very much
b|p|good morning
i|p|nice to meet you
i|p|a cup of tea
a|p|the third Thursday
a|p|rural road works
b|s|I would like a glass of water, please.
b|s|The red bus stops here.
i|s|Could you tell me the way to the station?
i|s|She thought the weather was rather good.
a|s|The thirty-three thieves thought that they thrilled the throne.
a|s|Specifically, the statistics show a particularly sharp rise.
b|t|Red lorry, yellow lorry.
i|t|She sells seashells by the seashore.
a|t|Peter Piper picked a peck of pickled peppers.
a|t|How much wood would a woodchuck chuck if a woodchuck could chuck wood?
`;

export const ES = `
b|w|hola|OH-lah
b|w|gracias|GRAH-syahs
b|w|agua|AH-gwah
i|w|perro|PEH-rroh (rolled rr)
i|w|zanahoria|sah-nah-OH-ryah
i|w|jamón|hah-MOHN
a|w|ferrocarril|feh-rroh-kah-RREEL
a|w|desarrollar|deh-sah-rroh-YAHR
a|w|otorrinolaringólogo|oh-toh-rree-noh-lah-reen-GOH-loh-goh
b|p|buenos días|BWEH-nohs DEE-ahs
b|p|mucho gusto|MOO-choh GOOS-toh
i|p|¿dónde está el baño?|DOHN-deh ehs-TAH ehl BAH-nyoh
i|p|me llamo Juan|meh YAH-moh HWAHN
a|p|el ferrocarril rojo|ehl feh-rroh-kah-RREEL RROH-hoh
a|p|llueve a cántaros|YWEH-beh ah KAHN-tah-rohs
b|s|Me gusta la comida.|meh GOOS-tah lah koh-MEE-dah
b|s|¿Cómo estás hoy?|KOH-moh ehs-TAHS OY
i|s|Quiero un café con leche, por favor.|KYEH-roh oon kah-FEH kohn LEH-cheh, pohr fah-BOHR
i|s|Mañana vamos a la playa.|mah-NYAH-nah BAH-mohs ah lah PLAH-yah
a|s|El perro de Roberto corre rápidamente por la carretera.|ehl PEH-rroh deh rroh-BEHR-toh KOH-rreh RRAH-pee-dah-MEHN-teh pohr lah kah-rreh-TEH-rah
a|s|Tengo que desarrollar un proyecto extraordinario.|TEHN-goh keh deh-sah-rroh-YAHR oon proh-YEHK-toh ehks-trah-ohr-dee-NAH-ryoh
b|t|Pablito clavó un clavito.|pah-BLEE-toh klah-BOH oon klah-BEE-toh
i|t|Tres tristes tigres tragaban trigo en un trigal.|trehs TREES-tehs TEE-grehs trah-GAH-bahn TREE-goh ehn oon tree-GAHL
a|t|El perro de San Roque no tiene rabo porque Ramón Ramírez se lo ha cortado.|ehl PEH-rroh deh sahn RROH-keh noh TYEH-neh RRAH-boh POHR-keh rrah-MOHN rrah-MEE-rehs seh loh ah kohr-TAH-doh
`;

export const FR = `
b|w|bonjour|bohn-ZHOOR
b|w|merci|mehr-SEE
b|w|pain|PAN (nasal)
i|w|grenouille|gruh-NOO-yuh
i|w|écureuil|ay-kuu-RUH-y
i|w|boulangerie|boo-lahn-zhuh-REE
a|w|serrurerie|seh-ruu-ruh-REE
a|w|anticonstitutionnellement|ahn-tee-kohn-stee-tuu-syoh-nel-MAHN
a|w|chuchoter|shuu-shoh-TAY
b|p|s'il vous plaît|seel voo PLEH
b|p|au revoir|oh ruh-VWAHR
i|p|un croissant, s'il vous plaît|uhn krwah-SAHN seel voo PLEH
i|p|je voudrais de l'eau|zhuh voo-DREH duh LOH
a|p|un bon vin blanc|uhn bohn van BLAHN
a|p|la rue du Rhône|lah RUU duu ROHN
b|s|Je m'appelle Marie.|zhuh mah-PELL mah-REE
b|s|Il fait beau aujourd'hui.|eel feh BOH oh-zhoor-DWEE
i|s|Où est la gare, s'il vous plaît ?|oo eh lah GAHR, seel voo PLEH
i|s|Nous allons au cinéma ce soir.|noo-zah-LOHN oh see-nay-MAH suh SWAHR
a|s|La grenouille a sauté dans la rivière.|lah gruh-NOO-yuh ah soh-TAY dahn lah ree-VYEHR
a|s|Les écureuils ramassent des noisettes en automne.|lay-zay-kuu-RUH-y rah-MAHSS day nwah-ZET ahn-noh-TUN
b|t|Ton thé t'a-t-il ôté ta toux ?|tohn TAY tah-teel oh-TAY tah TOO
i|t|Un chasseur sachant chasser doit savoir chasser sans son chien.|uhn shah-SUHR sah-SHAHN shah-SAY dwah sah-VWAHR shah-SAY sahn sohn SHYAN
a|t|Les chaussettes de l'archiduchesse sont-elles sèches ou archi-sèches ?|lay shoh-SET duh lahr-shee-duu-SHESS sohn-TELL SESH oo AHR-shee SESH
`;

export const DE = `
b|w|Hallo|HAH-loh
b|w|danke|DAHN-kuh
b|w|Brot|BROHT
i|w|Eichhörnchen|EYE-kh-hurn-khyen
i|w|Mädchen|MAYD-khyen
i|w|Brötchen|BRUHT-khyen
a|w|Streichholzschächtelchen|SHTRYKH-holts-shekh-tel-khyen
a|w|Quietschente|KVEECH-en-tuh
a|w|Gesundheitsversicherung|guh-ZUNT-hyts-fehr-zikh-uh-rung
b|p|guten Morgen|GOO-ten MOR-gen
b|p|wie geht's?|vee GAYTS
i|p|ich möchte ein Brötchen|ikh MURKH-tuh yn BRUHT-khyen
i|p|zwölf Züge|tsvurlf TSUE-guh
a|p|die Überraschung|dee ue-ber-RAH-shung
a|p|das Eichhörnchen im Wald|dahs EYE-kh-hurn-khyen im VAHLT
b|s|Ich heiße Anna.|ikh HY-suh AH-nah
b|s|Das Wetter ist schön.|dahs VET-er ist SHURN
i|s|Wo ist der Bahnhof, bitte?|voh ist dehr BAHN-hohf, BIT-tuh
i|s|Ich hätte gern einen Kaffee.|ikh HET-tuh gehrn Y-nen kah-FAY
a|s|Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich.|tsvurlf BOKS-kemp-fer YAH-gen VIK-tor kvehr UE-ber dayn GROH-sen ZUEL-ter DYKH
a|s|Die Kirschen in Nachbars Garten schmecken immer süßer.|dee KEER-shen in NAHKH-bahrs GAHR-ten SHMEK-en IM-er ZUE-ser
b|t|Blaukraut bleibt Blaukraut und Brautkleid bleibt Brautkleid.|BLOW-krowt blypt BLOW-krowt unt BROWT-klyt blypt BROWT-klyt
i|t|Fischers Fritz fischt frische Fische.|FISH-ers FRITS fisht FRISH-uh FISH-uh
a|t|Zwischen zwei Zwetschgenzweigen zwitschern zwei Schwalben.|TSVISH-en tsvy TSVECH-gen-tsvy-gen TSVICH-ern tsvy SHVAHL-ben
`;

export const IT = `
b|w|ciao|CHOW
b|w|grazie|GRAH-tsyeh
b|w|pizza|PEET-tsah
i|w|gnocchi|NYOHK-kee
i|w|sbagliato|zbah-LYAH-toh
i|w|famiglia|fah-MEE-lyah
a|w|precipitevolissimevolmente|preh-chee-pee-teh-voh-lees-see-meh-vohl-MEN-teh
a|w|sciogliere|SHOH-lyeh-reh
a|w|gli gnomi|lyee NYOH-mee
b|p|buongiorno|bwohn-JOR-noh
b|p|per favore|pehr fah-VOH-reh
i|p|un caffè, per favore|oon kahf-FEH pehr fah-VOH-reh
i|p|quanto costa?|KWAHN-toh KOH-stah
a|p|gli occhiali nuovi|lyee ohk-KYAH-lee NWOH-vee
a|p|ventitré settembre|ven-tee-TREH set-TEM-breh
b|s|Mi chiamo Luca.|mee KYAH-moh LOO-kah
b|s|La casa è grande.|lah KAH-zah eh GRAHN-deh
i|s|Dov'è la stazione, per favore?|doh-VEH lah stah-TSYOH-neh, pehr fah-VOH-reh
i|s|Vorrei un gelato al cioccolato.|vohr-RAY oon jeh-LAH-toh ahl chohk-koh-LAH-toh
a|s|Gli gnocchi della nonna sono squisiti.|lyee NYOHK-kee DEL-lah NOHN-nah SOH-noh skwee-ZEE-tee
a|s|Sciogliete il burro e aggiungete la farina.|shoh-LYEH-teh eel BOOR-roh eh ahd-joon-JEH-teh lah fah-REE-nah
b|t|Sopra la panca la capra campa.|SOH-prah lah PAHN-kah lah KAH-prah KAHM-pah
i|t|Trentatré trentini entrarono a Trento tutti e trentatré trotterellando.|tren-tah-TREH tren-TEE-nee en-TRAH-roh-noh ah TREN-toh TOOT-tee eh tren-tah-TREH troht-teh-rel-LAHN-doh
a|t|Apelle figlio di Apollo fece una palla di pelle di pollo.|ah-PEL-leh FEE-lyoh dee ah-POHL-loh FEH-cheh OO-nah PAHL-lah dee PEL-leh dee POHL-loh
`;

export const PT = `
b|w|obrigado|oh-bree-GAH-doo
b|w|casa|KAH-zah
b|w|pão|POWN (nasal)
i|w|coração|koh-rah-SOWN
i|w|trabalho|trah-BAH-lyoo
i|w|cachorro|kah-SHOH-hoo
a|w|paralelepípedo|pah-rah-leh-leh-PEE-peh-doo
a|w|otorrinolaringologista|oh-toh-hee-noh-lah-reen-goh-loh-ZHEES-tah
a|w|desenvolvimento|deh-zen-vohl-vee-MEN-too
b|p|bom dia|bohn JEE-ah
b|p|tudo bem?|TOO-doo BAYN
i|p|muito prazer|MWEEN-too prah-ZEHR
i|p|onde fica o banheiro?|OHN-jee FEE-kah oo bah-NYAY-roo
a|p|três pratos de trigo|TRAYS PRAH-toos jee TREE-goo
a|p|o coração da cidade|oo koh-rah-SOWN dah see-DAH-jee
b|s|Eu gosto de café.|EH-oo GOHS-too jee kah-FEH
b|s|A casa é bonita.|ah KAH-zah eh boh-NEE-tah
i|s|Eu moro no Rio de Janeiro.|EH-oo MOH-roo noo HEE-oo jee zhah-NAY-roo
i|s|Vamos à praia amanhã?|VAH-moos ah PRAH-yah ah-mah-NYAN
a|s|O cachorro correu atrás do carro vermelho.|oo kah-SHOH-hoo koh-HEH-oo ah-TRAHS doo KAH-hoo vehr-MEH-lyoo
a|s|Precisamos desenvolver um trabalho extraordinário.|preh-see-ZAH-moos deh-zen-vohl-VEHR oon trah-BAH-lyoo es-trah-or-jee-NAH-ryoo
b|t|O rato roeu a roupa do rei de Roma.|oo HAH-too hoh-EH-oo ah HOH-pah doo HAY jee HOH-mah
i|t|Três pratos de trigo para três tigres tristes.|TRAYS PRAH-toos jee TREE-goo PAH-rah TRAYS TEE-grees TREES-chees
a|t|Num ninho de mafagafos há sete mafagafinhos.|noon NEE-nyoo jee mah-fah-GAH-foos ah SEH-chee mah-fah-gah-FEE-nyoos
`;

export const NL = `
b|w|hallo|HAH-loh
b|w|dank je|DAHNK yuh
b|w|huis|HOWS (lips rounded)
i|w|gezellig|khuh-ZEL-ukh
i|w|Scheveningen|SKHAY-vuh-ning-uhn
i|w|eekhoorn|AYK-hoorn
a|w|achtentachtig|AKHT-uhn-takh-tukh
a|w|verjaardagstaart|vur-YAHR-dahkhs-tahrt
a|w|slechtvalk|SLEKHT-vahlk
b|p|goedemorgen|KHOO-duh-mor-khuh
b|p|tot ziens|toht SEENS
i|p|een kopje koffie|uhn KOP-yuh KOF-ee
i|p|hoe gaat het?|hoo KHAHT uht
a|p|acht en tachtig|AKHT en TAKH-tukh
a|p|de gezellige huiskamer|duh khuh-ZEL-uh-khuh HOWS-kah-mur
b|s|Ik heet Sanne.|ik HAYT SAH-nuh
b|s|Het regent vandaag.|uht RAY-khunt vahn-DAHKH
i|s|Waar is het station?|vahr is uht stah-SHON
i|s|Ik wil graag een broodje kaas.|ik vil khrahkh uhn BROHT-yuh KAHS
a|s|Achtentachtig prachtige grachten in Amsterdam.|AKHT-uhn-takh-tukh PRAKH-tuh-khuh KHRAKH-tuhn in AHM-stur-dahm
a|s|De schilder schildert een schip op de Schelde.|duh SKHIL-dur SKHIL-durt uhn SKHIP op duh SKHEL-duh
b|t|De kat krabt de krullen van de trap.|duh KAHT KRAHBT duh KRUL-uhn vahn duh TRAHP
i|t|Achter het hek staat een bok.|AKH-tur uht HEK staht uhn BOK
a|t|Als vliegen achter vliegen vliegen, vliegen vliegen vliegensvlug.|ahls VLEE-khuhn AKH-tur VLEE-khuhn VLEE-khuhn, VLEE-khuhn VLEE-khuhn VLEE-khuhns-vlukh
`;

export const SV = `
b|w|hej|HAY
b|w|tack|TAHK
b|w|sju|HWOO (soft 'sj' sound)
i|w|sjuksköterska|HWOOK-hwur-ter-skah
i|w|kärlek|SHAIR-layk
i|w|människa|MEN-hee-sah
a|w|sjösjuk|HWUR-hwook
a|w|tjugosju|SHOO-goo-hwoo
a|w|räksmörgås|REK-smur-gohs
b|p|god morgon|goo MOR-on
b|p|tack så mycket|tahk soh MUE-keh
i|p|hur mår du?|hoor MOHR doo
i|p|en kopp kaffe|ayn KOP KAH-feh
a|p|sju sjösjuka sjömän|hwoo HWUR-hwoo-kah HWUR-men
a|p|kärlek och kaffe|SHAIR-layk ok KAH-feh
b|s|Jag heter Erik.|yah HAY-ter AY-rik
b|s|Det är kallt idag.|deh air KAHLT ee-DAHG
i|s|Var ligger stationen?|vahr LIG-er stah-SHOO-nen
i|s|Jag vill ha en räksmörgås.|yah vil hah ayn REK-smur-gohs
a|s|Sjuksköterskan kom sju minuter sent.|HWOOK-hwur-ter-skahn kom hwoo mee-NUE-ter SAYNT
a|s|Tjugosju kärleksfulla människor sjöng.|SHOO-goo-hwoo SHAIR-layks-ful-lah MEN-hee-sor hwurng
b|t|Packa pappas kappsäck.|PAH-kah PAH-pahs KAHP-sek
i|t|Sju sjösjuka sjömän sköttes av sju sköna sjuksköterskor.|hwoo HWUR-hwoo-kah HWUR-men HWUR-tes ahv hwoo HWUR-nah HWOOK-hwur-ter-skor
a|t|Sex laxar i en laxask.|seks LAHK-sar ee ayn LAHKS-ask
`;

export const NO = `
b|w|hei|HAY
b|w|takk|TAHK
b|w|sju|SHOO
i|w|kjøkken|SHUR-ken
i|w|skjørt|SHURT
i|w|hyggelig|HUEG-geh-lee
a|w|sykkelhjelm|SUEK-kel-yelm
a|w|kjærlighet|SHAIR-lee-hayt
a|w|gjennomsnittlig|YEN-nom-snit-lee
b|p|god morgen|goo MOR-en
b|p|ha det bra|HAH deh BRAH
i|p|hvordan går det?|VOR-dahn gor deh
i|p|en kopp kaffe|ayn KOP KAHF-feh
a|p|sju kjekke kjøkkensjefer|shoo SHEK-keh SHUR-ken-shay-fer
a|p|skjærgården om sommeren|SHAIR-gor-en om SOM-meh-ren
b|s|Jeg heter Ola.|yay HAY-ter OH-lah
b|s|Det regner i dag.|deh RAY-ner ee DAHG
i|s|Hvor er togstasjonen?|voor air TOHG-stah-shoo-nen
i|s|Kan jeg få en vaffel?|kahn yay foh ayn VAHF-fel
a|s|Kjøkkenet er kjempekjekt om kvelden.|SHUR-ken-eh air SHEM-peh-shekt om KVEL-len
a|s|Sykkelhjelmen ligger i skjærgården.|SUEK-kel-yel-men LIG-ger ee SHAIR-gor-en
b|t|Fire fine fisker fisket fra fjorden.|FEE-reh FEE-neh FIS-ker FIS-keh frah FYOO-ren
i|t|Kjekke kokker koker kjøttkaker.|SHEK-keh KOK-ker KOO-ker SHURT-kah-ker
a|t|Sju sjøsyke sjømenn ble stelt av sju skjønne sykepleiere.|shoo SHUR-sue-keh SHUR-men bleh STELT ahv shoo SHURN-neh SUE-keh-play-eh-reh
`;

export const DA = `
b|w|hej|HAI
b|w|tak|TAHK
b|w|brød|BRURTH (soft d)
i|w|rødgrød|RURTH-grurth
i|w|hyggelig|HUE-geh-lee
i|w|weekend|VEE-kent
a|w|sønderjysk|SUR-ner-yuesk
a|w|gymnasieelev|guem-NAH-syeh-eh-lev
a|w|uddannelse|OOTH-an-el-seh
b|p|god morgen|goh MORN
b|p|mange tak|MAHNG-eh TAHK
i|p|hvordan har du det?|vor-DAN har doo DEH
i|p|en kop kaffe|in KOP KAH-feh
a|p|rødgrød med fløde|RURTH-grurth meth FLUR-theh
a|p|hyggelig at møde dig|HUE-geh-lee at MUR-theh dai
b|s|Jeg hedder Mette.|yai HETH-er MET-teh
b|s|Det regner i dag.|deh RAI-ner ee DAI
i|s|Hvor ligger stationen?|vor LIG-er stah-SHOH-nen
i|s|Jeg vil gerne have et rundstykke.|yai vil GEHR-neh hah it RON-stueg-eh
a|s|Bageren bager brød hver morgen.|BAI-er-en BAI-er BRURTH vair MORN
a|s|Uddannelsen tager tre år.|OOTH-an-el-sen TAHR treh OR
b|t|Rødgrød med fløde.|RURTH-grurth meth FLUR-theh
i|t|Hvor mange smørrebrød spiser du?|vor MAHNG-eh SMUR-eh-brurth SPEE-ser doo
a|t|Fem flade flødeboller på et fladt flødebollefad.|fem FLAH-theh FLUR-theh-bol-er po it FLAT FLUR-theh-bol-eh-fath
`;

export const FI = `
b|w|hei|HAY
b|w|kiitos|KEE-tohs
b|w|talo|TAH-loh
i|w|hyvää|HUE-vaa (long ä)
i|w|tyttö|TUET-tur
i|w|järvi|YAR-vee
a|w|lentokonesuihkuturbiinimoottori|LEN-toh-koh-neh-soo-ih-koo-toor-bee-nee-moht-toh-ree
a|w|epäjärjestelmällisyys|EH-pa-yar-yes-tel-mal-lee-sues
a|w|hääyöaie|HAA-ue-ur-ai-eh
b|p|hyvää huomenta|HUE-vaa HOO-oh-men-tah
b|p|mitä kuuluu?|MEE-ta KOO-loo
i|p|kuppi kahvia|KOOP-pee KAH-vee-ah
i|p|missä on asema?|MEES-sa ohn AH-seh-mah
a|p|tuuli tuulee|TOO-lee TOO-leh
a|p|kuusi palaa|KOO-see PAH-laa
b|s|Minun nimeni on Aino.|MEE-noon NEE-meh-nee ohn AI-noh
b|s|Tänään sataa.|TA-naan SAH-taa
i|s|Haluaisin kupin kahvia.|HAH-loo-ai-seen KOO-peen KAH-vee-ah
i|s|Menemme järvelle huomenna.|MEH-nem-meh YAR-vel-leh HOO-oh-men-nah
a|s|Kuusi palaa ja kuusi kuusta palaa.|KOO-see PAH-laa yah KOO-see KOOS-tah PAH-laa
a|s|Tyttö söi jäätelöä järven rannalla.|TUET-tur SUR-ee YAA-teh-lur-a YAR-ven RAHN-nahl-lah
b|t|Vesihiisi sihisi hississä.|VEH-see-hee-see SEE-hee-see HEES-sees-sa
i|t|Appilan pappilan apupapin papupata.|AHP-pee-lahn PAHP-pee-lahn AH-poo-pah-peen PAH-poo-pah-tah
a|t|Kokko, kokoo koko kokko kokoon!|KOHK-koh, KOH-koh KOH-koh KOHK-koh KOH-kohn
`;

export const PL = `
b|w|cześć|CHESHCH
b|w|dziękuję|jen-KOO-yeh
b|w|woda|VOH-dah
i|w|źdźbło|ZHJBWOH
i|w|szczęście|SHCHEN-shcheh
i|w|grzyb|GZHIP
a|w|chrząszcz|HSHONSHCH
a|w|bezwzględny|bez-VZGLEN-dni
a|w|Szczebrzeszyn|shcheh-BZHEH-shin
b|p|dzień dobry|jen DOH-bri
b|p|do widzenia|doh vee-DZEH-nyah
i|p|jak się masz?|yahk shyeh MAHSH
i|p|proszę kawę|PROH-sheh KAH-veh
a|p|szczęśliwego Nowego Roku|shchen-shlee-VEH-goh noh-VEH-goh ROH-koo
a|p|trzy trzmiele|tshi TSHMYEH-leh
b|s|Mam na imię Ola.|mahm nah EE-myeh OH-lah
b|s|Dzisiaj pada deszcz.|JEE-shai PAH-dah deshch
i|s|Gdzie jest dworzec?|gjeh yest DVOH-zhets
i|s|Poproszę herbatę z cytryną.|poh-PROH-sheh her-BAH-teh s tsi-TRI-noh
a|s|Chrząszcz brzmi w trzcinie w Szczebrzeszynie.|hshonshch bzhmee f TSHCHEE-nyeh f shcheh-bzheh-SHI-nyeh
a|s|Szczęśliwy grzybiarz znalazł źdźbło trawy.|shchen-SHLEE-vi GZHI-byahsh ZNAH-lahsw zhjbwoh TRAH-vi
b|t|Stół z powyłamywanymi nogami.|stoow s poh-vi-wah-mi-vah-NI-mee noh-GAH-mee
i|t|Król Karol kupił królowej Karolinie korale koloru koralowego.|krool KAH-rol KOO-peew kroo-LOH-vey kah-roh-LEE-nyeh koh-RAH-leh koh-LOH-roo koh-rah-loh-VEH-goh
a|t|W Szczebrzeszynie chrząszcz brzmi w trzcinie.|f shcheh-bzheh-SHI-nyeh hshonshch bzhmee f TSHCHEE-nyeh
`;

export const CS = `
b|w|ahoj|AH-hoy
b|w|děkuji|DYEH-koo-yi
b|w|voda|VOH-dah
i|w|řeka|RZHEH-kah
i|w|čtvrtek|CHTVR-tek
i|w|zmrzlina|ZMRZ-li-nah
a|w|nejneobhospodařovávatelnějšími|NEY-neh-ob-hos-po-da-rzho-vah-vah-tel-nyey-shee-mee
a|w|scvrnkls|STSVRNKLS
a|w|Řeřicha|RZHEH-rzhi-khah
b|p|dobrý den|DOH-bree den
b|p|na shledanou|NAH skhleh-dah-noh
i|p|jak se máš?|yahk seh MAHSH
i|p|jedno pivo, prosím|YED-noh PI-voh, PROH-seem
a|p|čtyři sta čtyřicet|CHTI-rzhi stah CHTI-rzhi-tset
a|p|strč prst skrz krk|strch prst skrz krk
b|s|Jmenuji se Petr.|YMEH-noo-yi seh PETR
b|s|Dnes je hezky.|dnes yeh HEZ-ki
i|s|Kde je nádraží?|gdeh yeh NAH-drah-zhee
i|s|Dám si zmrzlinu.|dahm si ZMRZ-li-noo
a|s|Tři sta třicet tři stříbrných stříkaček.|trzhi stah TRZHI-tset trzhi STRZHEE-br-neekh STRZHEE-kah-chek
a|s|Řeka teče přes město.|RZHEH-kah TEH-cheh przhes MNYES-toh
b|t|Strč prst skrz krk.|strch prst skrz krk
i|t|Tři sta třicet tři stříbrných křepelek.|trzhi stah TRZHI-tset trzhi STRZHEE-br-neekh KRZHEH-peh-lek
a|t|Třistatřicettři stříbrných stříkaček stříkalo přes třistatřicettři stříbrných střech.|TRZHI-stah-trzhi-tset-trzhi STRZHEE-br-neekh STRZHEE-kah-chek STRZHEE-kah-loh przhes TRZHI-stah-trzhi-tset-trzhi STRZHEE-br-neekh strzhekh
`;

export const TR = `
b|w|merhaba|MEHR-hah-bah
b|w|teşekkürler|teh-shek-kuer-LEHR
b|w|su|SOO
i|w|güzel|gue-ZEL
i|w|çiçek|chee-CHEK
i|w|ağaç|ah-AHCH (silent ğ)
a|w|Çekoslovakyalılaştıramadıklarımızdanmısınız|cheh-koh-sloh-vahk-yah-luh-lahsh-tuh-rah-mah-duhk-lah-ruh-muhz-dahn-muh-suh-nuhz
a|w|öğretmen|ur-reht-MEN
a|w|ılık|uh-LUHK
b|p|günaydın|guen-ai-DUHN
b|p|nasılsın?|NAH-suhl-suhn
i|p|bir çay lütfen|beer CHAI luet-FEN
i|p|iyi akşamlar|ee-YEE ahk-shahm-LAHR
a|p|şu köşe yaz köşesi|shoo kur-SHEH yahz kur-sheh-SEE
a|p|ılık bir çorba|uh-LUHK beer chor-BAH
b|s|Benim adım Ayşe.|beh-NEEM ah-DUHM AI-sheh
b|s|Bugün hava güzel.|BOO-guen hah-VAH gue-ZEL
i|s|İstasyon nerede?|ees-tahs-YOHN NEH-reh-deh
i|s|Bir kahve istiyorum.|beer kahh-VEH ees-tee-YOH-room
a|s|Öğretmen öğrencilere ödev verdi.|ur-reht-MEN ur-ren-jee-leh-REH ur-DEV vehr-DEE
a|s|Çiçekler ağacın altında büyüdü.|chee-chek-LEHR ah-ah-JUHN ahl-tuhn-DAH bue-yue-DUE
b|t|Kartal kalkar dal sarkar.|kahr-TAHL kahl-KAHR DAHL sahr-KAHR
i|t|Bir berber bir berbere gel beraber bir berber dükkanı açalım demiş.|beer behr-BEHR beer behr-beh-REH gel beh-rah-BEHR beer behr-BEHR duek-kah-NUH ah-chah-LUHM deh-MEESH
a|t|Şu köşe yaz köşesi, şu köşe kış köşesi, ortada su şişesi.|shoo kur-SHEH yahz kur-sheh-SEE, shoo kur-SHEH kuhsh kur-sheh-SEE, or-tah-DAH soo shee-sheh-SEE
`;
