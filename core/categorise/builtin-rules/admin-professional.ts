import { type BuiltinRule, group, keywords } from "./rule-types";

// biome-ignore format: word list
const GOVERNMENT_ADMIN = [
  "Companies House|companies hse|companieshouse|ch confirmation|confirmation statement",
  "ICO|information commissioner|ico fee|ico registration|data protection fee", "TV Licensing|tv licence|tvlicensing",
  "PPL PRS|ppl prs music|prs for music", "Land Registry|hm land registry",
  "Disclosure and Barring|dbs check|disclosure scotland|ucheck", "Companies Made Simple|made simple group",
  "1st Formations|1st formations", "Rapid Formations", "Your Company Formations", "GoFormations",
  "Company Formations|formations house", "Registered office address|registered office service",
  "Intellectual Property Office|ipo trade mark", "Fixed penalty|late filing penalty|lfp", "Food Standards Agency",
  "Care Quality Commission|cqc", "Financial Conduct Authority|fca fees", "Ofsted", "Environment Agency",
  "HSE fee for intervention|health and safety executive",
];

const PROFESSIONAL = [
  "Accountants|accountant|accountancy|chartered accountants|bookkeeping|bookkeeper|book keeping|tax advisers|tax advisors|tax return fee",
  "Solicitors|solicitor|law firm|legal services|legal fees|lawyers|barristers|chambers|notary|conveyancing",
  "Consultancy fees|consulting fees|consultancy fee|professional fees|audit fee|associate fees",
  "Tax services|tax consultants|tax consultancy|tax advice|payroll bureau|payroll services",
];

/**
 * Weaker words for who was paid: a consultant, or a limited liability partnership (the form of most accountancy,
 * law and surveying firms), paid money out is usually professional work; a payee rule or the company's history wins.
 */
const PROFESSIONAL_WEAK = ["Consulting|consultancy|consultants", "LLP"];

// biome-ignore format: word list
const ONLINE_ACCOUNTANTS = [
  "Crunch Accounting|=crunch", "TaxAssist|tax assist", "Ember Tax|=ember", "Mazuma", "The Accountancy Partnership",
  "Gorilla Accounting", "SJD Accountancy", "Nixon Williams", "Intouch Accounting", "Clever Accounts",
  "DNS Accountants", "Sleek Tech|=sleek", "Osome", "RocketLawyer|rocket lawyer", "LegalZoom", "Moorepay",
  "Paycircle", "Employment Hero|=employmenthero", "Peninsula Business Services|=peninsula", "Citation Ltd|=citation",
  "Croner", "Irwin Mitchell", "Slater and Gordon|slater gordon",
];

// biome-ignore format: word list
const SUBSCRIPTIONS = [
  "FSB|federation of small businesses", "IoD|institute of directors", "CIPD", "RICS", "CIOB", "BCS|bcs chartered",
  "IET|institution of engineering", "CIM|chartered institute of marketing", "ICAEW", "ACCA", "CIMA",
  "AAT|association of accounting technicians", "Chartered Institute", "Law Society|the law society|sra practising",
  "NICEIC", "Gas Safe Register|gas safe", "NAPIT", "Federation of Master Builders|fmb", "TrustMark",
  "Chamber of Commerce|chamber commerce", "Financial Times|ft com|ft subscription", "The Economist|economist",
  "The Times|times newspapers|news uk", "The Telegraph|telegraph media", "The Guardian|guardian news",
  "Which?|=which", "Audible", "Spotify", "LinkedIn Premium|linkedin sales navigator|linkedin recruiter",
  "Amazon Prime|amazon prime|prime video|amzn prime", "Medium.com|=medium|medium com", "Substack", "Patreon",
  "Kindle Unlimited", "Costco membership",
];

// biome-ignore format: word list
const TRAINING = [
  "Udemy", "Coursera", "LinkedIn Learning", "Pluralsight", "O'Reilly|oreilly media|o reilly",
  "City and Guilds|city guilds", "CITB", "Open University", "Pearson VUE|pearson education", "Skillshare",
  "MasterClass", "FutureLearn", "Waterstones", "Foyles", "Blackwells", "Wordery",
  "St John Ambulance|first aid training", "Red Cross training",
];

// biome-ignore format: word list
const REPAIRS = [
  "Rentokil", "ServiceMaster", "Dyno-Rod|dyno rod|dynorod", "HomeServe", "Metro Rod", "Pimlico Plumbers",
];

// biome-ignore format: word list
const RENT_AND_RATES = [
  "Regus|iwg|=spaces", "WeWork", "Industrious", "Workspace Group|=workspace", "Landmark Space", "Bruntwood",
  "Big Yellow|big yellow storage", "Safestore", "Access Self Storage", "Lok'nStore|loknstore", "Storage King",
  "Shurgard",
];

// biome-ignore format: word list
const MARKETING = [
  "LinkedIn|linkedin ads|linkedin corp|linkedin ireland",
  "Google Ads|google adwords|adwords|google ads|google advertising",
  "Facebook|facebk|fb ads|facebook ads|facebk ads", "Meta Platforms|meta ads|meta platforms ireland|=meta",
  "Instagram", "TikTok|tiktok ads|tiktok business", "Twitter Ads|twitter|x corp",
  "Microsoft Advertising|bing ads|microsoft ads", "Yell|yell com|yell limited", "Checkatrade", "Rated People",
  "MyBuilder", "Bark.com|bark com", "Trustpilot", "Vistaprint", "Moo Print|moo com|=moo", "Instantprint",
  "Printed.com|printed com", "Solopress", "Helloprint", "Reddit Ads", "Pinterest Ads", "Snapchat Ads", "Semrush",
  "Ahrefs", "Moz Pro", "Hootsuite", "Buffer|buffer com", "Later.com|later com", "Sprout Social", "Constant Contact",
  "Campaign Monitor", "Brevo|sendinblue", "Klaviyo", "Yelp Ads", "Houzz", "Nextdoor", "Gumtree",
];

// biome-ignore format: word list
const OFFICE = [
  "Royal Mail|royalmail|royal mail group", "Post Office|post office counters|postoffice", "Parcelforce", "DPD",
  "Evri|hermes parcelnet|myhermes", "DHL", "UPS", "FedEx", "Parcel2Go|parcel2go", "Interparcel", "ParcelHero",
  "Yodel", "Amazon|amazon co uk|amzn*|amazon mktplace|amazon marketplace|amzn mktp|amazon uk|amazon retail",
  "Viking Direct|=viking", "Staples", "Ryman", "Office Depot", "WHSmith|wh smith|w h smith", "Paperchase",
  "Euroffice", "Cartridge People", "Stinkyink", "Printerland", "Cult Pens", "Lyreco", "Banner Group",
];

// biome-ignore format: word list
const ENTERTAINMENT = [
  "Wetherspoon|jd wetherspoon|wetherspoons", "Nandos|nando s", "Pizza Express|pizzaexpress", "Wagamama", "Zizzi",
  "Prezzo", "Dishoom", "Franco Manca", "Honest Burgers", "Hawksmoor", "Gaucho", "Cote Brasserie|=cote",
  "Bill's Restaurant|bills restaurant", "Byron Burgers|=byron", "Pizza Hut", "Miller and Carter|miller carter",
  "Toby Carvery", "Harvester", "Brewdog", "All Bar One", "Slug and Lettuce", "Revolution Bars", "Greene King",
  "Mitchells and Butlers|mitchells butlers", "Fullers Brewery|=fullers|fuller smith turner",
  "Young's pubs|youngs pubs|=youngs", "Deliveroo", "Just Eat|justeat", "Uber Eats|ubereats", "OpenTable",
];

const SUBSCRIPTION_WORDS = ["Membership|membership fee|annual membership|subscription|magazine|newspaper|journal"];

const TRAINING_WORDS = [
  "Training|training course|course fee|course fees|exam fee|exam fees|exam|cpd|seminar|workshop fee|webinar|tuition|e learning|elearning",
];

const REPAIR_WORDS = [
  "Repairs|repair|maintenance|maintenance contract|boiler service|pat testing|fire extinguisher service|pest control|locksmith|glazing repair|roof repair",
  "Service engineers|gas engineer|gas engineers|heating engineer|heating engineers|catering engineers|refrigeration engineers|lift engineers|appliance repairs|handyman services",
];

const RENT_WORDS = [
  "Rent|office rent|shop rent|unit rent|workshop rent|rent payment|ground rent|rental|business rates|nndr|non domestic rates|rates payment|landlord|lettings|letting agents|property management|estates|property services|service charge property|property service charge",
];

const COUNCIL_WORDS = ["Council|borough council|city council|district council|county council|council tax"];

const LICENCE_WORDS = [
  "Premises licence|licensing|alcohol licence|personal licence|taxi licence|street trading licence|licence application|food hygiene registration|hygiene licence|licence fee",
];

/** Statutory registers of a profession: the fee is the price of practising, like a membership. */
// biome-ignore format: word list
const REGULATORS = [
  "Health and Care Professions Council|hcpc|health care professions council", "General Medical Council|gmc",
  "Nursing and Midwifery Council|nmc", "General Dental Council", "General Optical Council",
  "General Pharmaceutical Council|gphc", "General Osteopathic Council", "General Chiropractic Council",
  "Solicitors Regulation Authority|sra", "Architects Registration Board|arb", "Social Work England",
];

const MARKETING_WORDS = [
  "Advertising|advert|adverts|advertisement|marketing|promotion|promotional|flyers|leaflets|leaflet distribution|sponsorship|seo services|pay per click|ppc",
];

const OFFICE_WORDS = ["Stationery|stationers|postage|stamps|printer ink|toner|office supplies|office supply"];

const ENTERTAINMENT_WORDS = [
  "Restaurant|restaurants|bistro|brasserie|steakhouse|trattoria|pizzeria|tavern|gastropub|wine bar|cocktail bar|client lunch|client dinner|hospitality",
];

/** Words that say the event was for the staff, which makes it allowable (CTA 2009 s1299(3)); a venue's name does not. */
const STAFF_ENTERTAINMENT_WORDS = [
  "Staff party|staff christmas party|christmas party|office party|staff summer party|staff social|team social|team building|team away day",
];

const GOV_WORDS = ["Gov.uk|gov uk pay|govuk pay"];

export const ADMIN_AND_PROFESSIONAL_RULES: BuiltinRule[] = [
  ...group("general-admin", "is a government or company-administration fee", 0.95, GOVERNMENT_ADMIN),
  ...keywords("general-admin", "is a government fee", 0.75, GOV_WORDS, { direction: "out" }),
  ...keywords("professional-fees", "is accountancy or legal work", 0.86, PROFESSIONAL, { direction: "out" }),
  ...keywords("professional-fees", "paid out is usually professional work", 0.75, PROFESSIONAL_WEAK, {
    kind: "weak",
    direction: "out",
  }),
  ...group("professional-fees", "is an accountancy, legal or HR service", 0.9, ONLINE_ACCOUNTANTS, {
    direction: "out",
  }),
  ...group("subscriptions", "is a professional body, membership or publication", 0.88, SUBSCRIPTIONS, {
    direction: "out",
  }),
  ...keywords("subscriptions", "is a membership or subscription", 0.75, SUBSCRIPTION_WORDS, { direction: "out" }),
  ...group("training", "is training, courses or books for work", 0.88, TRAINING, { direction: "out" }),
  ...keywords("training", "is training", 0.82, TRAINING_WORDS, { direction: "out" }),
  ...group("repairs", "is repairs and maintenance", 0.88, REPAIRS, { direction: "out" }),
  ...keywords("repairs", "is repairs and maintenance", 0.8, REPAIR_WORDS, { direction: "out" }),
  ...group("rent-rates", "is serviced offices or storage", 0.88, RENT_AND_RATES, { direction: "out" }),
  ...keywords("rent-rates", "is rent or business rates", 0.85, RENT_WORDS, { direction: "out" }),
  ...keywords("rent-rates", "is usually business rates", 0.75, COUNCIL_WORDS, { direction: "out", kind: "weak" }),
  ...keywords("general-admin", "is a licence or registration fee", 0.8, LICENCE_WORDS, { direction: "out" }),
  ...group("subscriptions", "is a professional register's annual fee", 0.9, REGULATORS, { direction: "out" }),
  ...group("marketing", "is advertising and marketing", 0.88, MARKETING, { direction: "out" }),
  ...keywords("marketing", "is advertising and marketing", 0.82, MARKETING_WORDS, { direction: "out" }),
  ...group("office-costs", "is postage, stationery or office supplies", 0.82, OFFICE),
  ...keywords("office-costs", "is postage or stationery", 0.8, OFFICE_WORDS, { direction: "out" }),
  ...group("entertainment", "is a restaurant, bar or food delivery", 0.72, ENTERTAINMENT, { direction: "out" }),
  ...keywords("entertainment", "is eating or drinking out", 0.7, ENTERTAINMENT_WORDS, { direction: "out" }),
  ...keywords("staff-entertainment", "is a staff party or team event", 0.8, STAFF_ENTERTAINMENT_WORDS, {
    direction: "out",
  }),
];
