// Capitalisation lexicon: names, places, days, months, languages, holidays and a few brands.
// Names that are also everyday words (will, mark, rose, may, grace, bill ...) are left out on
// purpose: capitalising "will" would be worse than missing a name. Names given by the user
// (participants, client, lecturer) are added per request.
import { words } from "@/lib/ai/local/lexicon";

export const FIRST_NAMES = words(`
  aaron abdul abigail adam adrian ahmed aisha alan albert alex alexander alexandra alfie ali alice alicia alison
  amanda amelia amir amy andrea andrew andy angela anna anne annie anthony antonio arjun arthur ashley aaliyah
  barbara beatrice ben benjamin beth bethany betty beverley bradley brandon brenda brian bridget caitlin callum
  cameron carl carlos caroline catherine charles charlie charlotte chloe chris christina christine christopher
  claire clara connor craig daniel danielle darren david deborah declan denise diana diane dominic donna dylan
  edward eleanor elena elizabeth ella ellie emily emma eric erin ethan eva evie fatima finn fiona florence freddie
  freya gareth gary george georgia gemma gordon graham hannah harriet harrison harry hassan helen henry hugo ian
  imogen isaac isabel isabella isabelle isla jacob james jamie jane janet jasmine jason jennifer jeremy jessica
  joanna joanne joe joel john jonathan jordan jose joseph joshua julia julie justin karen kate katherine katie kelly
  kevin khadija kieran kim laura lauren leah leo liam linda lisa logan louis louise lucas lucy luke maria mariam
  marie martin mary matthew maya megan melissa michael michelle mike mohammed mohammad muhammad molly nadia naomi
  natalie nathan neil nicholas nicola niamh noah nora oliver olivia omar oscar owen pamela patrick paul paula peter
  philip phoebe priya rachel rebecca richard robert robyn roger ruth ryan sally sam samantha samuel sandra sara sarah
  scarlett sean sharon simon sofia sophie stanley stella stephanie stephen steve steven stuart susan tanya theo
  thomas tim timothy toby tom tony tracy victoria vincent william yasmin yusuf zainab zara zoe zach zachary
  wei li jun hiroshi yuki kenji aiko mei ravi raj anil sunil deepak pooja anjali ananya rahul vikram carmen diego
  javier lucia pablo sofia mateo giulia marco luca francesca pierre claude sophie hans klaus anja lars ingrid sven
  emeka chidi ngozi kwame amara olu tunde fatou ibrahim yusuf hamza layla noor zainab karim youssef
`);

export const SURNAMES = words(`
  smith jones williams brown taylor davies evans wilson thomas johnson roberts robinson thompson wright walker
  white edwards hughes green hall lewis harris clarke clark patel jackson wood turner martin cooper hill ward
  morris moore lee king baker harrison morgan allen james scott phillips watson davis parker price bennett young
  griffiths mitchell kelly cook carter richardson bailey collins bell shaw murphy miller cox richards khan marshall
  anderson simpson ellis adams singh begum wilkinson foster chapman powell webb rogers gray grey mason ali hunt
  hussain campbell matthews owen palmer holmes mills barnes knight lloyd butler russell barker fisher stevens
  jenkins murray dixon harvey garcia rodriguez martinez hernandez lopez gonzalez perez sanchez nguyen kim chen wang
  zhang liu yang huang wu zhou ford stevenson donoghue murphy okafor mensah kowalski novak müller mueller
  schmidt fischer weber rossi russo ferrari silva santos oliveira pereira costa tanaka suzuki sato yamamoto park
  choi kaur sharma gupta kumar shah ahmed rahman islam hassan
`);

export const PLACES = words(`
  london manchester birmingham leeds liverpool bristol sheffield newcastle nottingham leicester brighton oxford
  cambridge york edinburgh glasgow cardiff belfast dublin coventry southampton portsmouth plymouth norwich exeter
  aberdeen dundee swansea derby bradford wolverhampton sunderland stoke luton
  england scotland wales ireland britain europe america africa asia australia antarctica canada india china japan
  france germany spain italy portugal mexico brazil russia poland ukraine greece turkey egypt nigeria kenya ghana
  pakistan bangladesh iran iraq israel syria afghanistan indonesia vietnam thailand malaysia singapore philippines
  korea argentina chile peru colombia venezuela cuba jamaica norway sweden denmark finland iceland netherlands
  holland belgium switzerland austria hungary romania bulgaria czechia slovakia croatia serbia morocco algeria
  ethiopia somalia sudan tanzania uganda zimbabwe zambia
  paris berlin madrid rome milan venice barcelona lisbon amsterdam brussels vienna prague warsaw moscow athens
  istanbul cairo lagos nairobi tokyo beijing shanghai delhi mumbai karachi dhaka seoul bangkok sydney melbourne
  toronto vancouver montreal chicago boston seattle texas california florida miami atlanta denver dallas houston
  philadelphia detroit
  thames atlantic pacific mediterranean everest sahara amazon
  yorkshire lancashire kent essex surrey sussex devon cornwall cumbria norfolk suffolk
`);

/** Multi-word places and names (matched as a phrase, all words capitalised). */
export const PLACE_PHRASES = [
  "new york", "new zealand", "new jersey", "new mexico", "new orleans", "los angeles", "san francisco",
  "san diego", "las vegas", "united states", "united kingdom", "united nations", "north america",
  "south america", "south africa", "hong kong", "saudi arabia", "sri lanka", "northern ireland",
  "european union", "milton keynes",
].map((p) => p.split(" "));

export const DAYS = words("monday tuesday wednesday thursday friday saturday sunday");
/** Months that are never everyday words. "may", "march" and "august" are decided in context. */
export const MONTHS = words("january february april june july september october november december");
export const AMBIGUOUS_MONTHS = words("may march august");

export const LANGUAGE_WORDS = words(`
  english french spanish german italian portuguese chinese mandarin cantonese japanese korean russian arabic
  hindi urdu bengali punjabi dutch swedish norwegian danish finnish polish czech turkish greek welsh scottish
  irish british american european african asian australian canadian indian pakistani nigerian jamaican latin
  christmas easter ramadan diwali eid hanukkah halloween thanksgiving christian muslim jewish hindu sikh
  buddhist islam christianity judaism hinduism buddhism bible quran koran god
  roman romans greeks egyptian egyptians viking vikings norman normans saxon saxons celts celtic tudor tudors
  victorian victorians europeans americans africans asians
  google microsoft facebook instagram twitter youtube netflix whatsapp tiktok linkedin spotify wikipedia amazon
  android paypal ebay tesco sainsbury's asda lidl aldi
`);

/** Lower-case form -> preferred spelling for acronyms and oddly cased words. */
export const SPECIAL_CASE: Record<string, string> = {
  tv: "TV", uk: "UK", usa: "USA", eu: "EU", ai: "AI", ceo: "CEO", cfo: "CFO", hr: "HR", pdf: "PDF",
  faq: "FAQ", nasa: "NASA", bbc: "BBC", nhs: "NHS", gdpr: "GDPR", dna: "DNA", gcse: "GCSE", gcses: "GCSEs",
  sats: "SATs", adhd: "ADHD", iphone: "iPhone", ipad: "iPad", url: "URL", cv: "CV", pe: "PE", ict: "ICT",
  api: "API", ui: "UI", seo: "SEO", kpi: "KPI", kpis: "KPIs", roi: "ROI", asap: "ASAP", diy: "DIY",
  mp: "MP", gp: "GP", "a.m.": "a.m.", "p.m.": "p.m.", covid: "COVID", it: "it",
};
// No prototype: a dictated "constructor" or "__proto__" must look up nothing, not Object's own members.
Object.setPrototypeOf(SPECIAL_CASE, null);
