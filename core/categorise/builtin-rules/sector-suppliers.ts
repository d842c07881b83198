import { type BuiltinRule, EQUIPMENT_MIN_PENCE, group, keywords } from "./rule-types";

/** Suppliers particular to the trades micro companies run: building, food, beauty, health, retail, creative. */
// biome-ignore format: word list
const TRADE_SUPPLIERS = [
  "B&Q|b and q|diy com|bandq", "Homebase", "HSS Hire|hss", "Speedy Hire|speedy services",
  "Brandon Hire|brandon tool hire", "Sunbelt Rentals|a plant", "GAP Hire|gap group", "Marshalls|marshalls paving",
  "Tarmac Trading|=tarmac", "Hanson UK|hanson concrete", "Cemex", "Aggregate Industries", "Ibstock", "Kingspan",
  "British Gypsum", "Plumbworld", "Tile Mountain", "Walls and Floors", "Wolseley UK|=wolseley", "Ridgeons",
  "Bradfords Building Supplies|=bradfords", "Covers Timber", "Lawsons Timber|=lawsons", "Grafton Merchanting",
  "Hopwells", "Blakemore Wholesale", "Hyperama", "United Wholesale", "Confex", "Salon Services", "Sally Beauty|sally salon", "Capital Hair and Beauty",
  "Aston and Fincher", "Ellisons", "Rajapack|=raja", "Kite Packaging", "Macfarlane Packaging", "Davpack",
  "Faire Wholesale|faire com", "Ankorstore", "Henry Schein", "Medisave", "Total Orthodontics",
];

/**
 * Food wholesalers and ingredient suppliers to caterers and bakers: what they sell is mostly food, zero-rated (VATA
 * 1994 Sch 8 Group 1), unlike a cash and carry, whose drinks, sweets and household goods are standard-rated.
 */
// biome-ignore format: word list
const FOOD_SUPPLIERS = [
  "Brakes Bros|=brakes|brakes foodservice", "Bidfood", "JJ Food Service|jj foodservice|jj food", "Medina Foods",
  "Dunns Food", "Fresh Direct", "Sysco", "Country Range", "Suma Wholefoods|=suma", "Infinity Foods", "Freshways",
  "Shipton Mill", "Matthews Cotswold Flour", "Cotswold Fayre", "Bako",
];

/** What a trade buys in to make what it sells: materials, ingredients and work it subcontracts. */
// biome-ignore format: word list
const COST_OF_SALES_WORDS = [
  "Labour|subcontract|subcontractor|sub contractor|freelance|illustration|photography|videography",
  "Packaging|wholesale",
];

/** Words of food bought to cook or bake with: zero-rated (VATA 1994 Sch 8 Group 1). */
// biome-ignore format: word list
const FOOD_WORDS = [
  "Greengrocer|greengrocers|dairy|butchers|butcher|eggs|flour|malt|fishmonger|fishmongers|fruit and veg|bakery ingredients",
];

// biome-ignore format: word list
const TOOL_BRANDS = [
  "Makita|makita uk", "DeWalt", "Milwaukee Tool|milwaukee tools", "Bosch Professional|bosch power tools", "Hilti",
  "Festool", "Stihl", "Husqvarna", "Snap-on|snap on tools", "Trend Tools",
];

// biome-ignore format: word list
const ELECTRONICS_AND_FURNITURE = [
  "Canon UK|canon store|=canon", "Nikon", "Sony Centre|sony store|=sony", "Fujifilm", "Panasonic",
  "Brother UK|brother store|=brother", "Epson", "Herman Miller", "Steelcase", "Posturite", "Wayfair",
  "Made.com|made com", "Dunelm", "Maplin", "Amazon Business Equipment",
];

// biome-ignore format: word list
const SECTOR_SOFTWARE = [
  "EPOS Now|eposnow", "Lightspeed Commerce|=lightspeed|lightspeed hq", "ServiceM8", "Jobber|=jobber|getjobber",
  "Fergus Software|=fergus", "simPRO", "Powered Now", "WriteUpp", "Timely App|=timely|gettimely", "Phorest",
  "Acuity Scheduling", "Setmore", "SimplyBook.me|simplybook", "Hotjar", "BrowserStack", "Pic-Time|pic time",
  "ShootProof", "Studio Ninja", "Dubsado", "HoneyBook", "Coconut App", "Kashoo", "QuickFile", "Vend POS|=vend",
  "Booksy", "Fresha Subscription|fresha com",
  // Job, clinic, shop and studio software the trades run on, by trade.
  "Tradify|tradifyhq", "Commusoft", "BigChange", "Joblogic", "Payaca", "YourTradebase|tradebase", "Fieldmotion",
  "Housecall Pro", "Buildertrend", "Procore", "CoConstruct", "Fieldwire", "iCertifi", "Tysoft", "EasyCert",
  "Cliniko", "Jane App|jane software|janeapp", "Physitrack", "Pabau", "Nookal", "Semble", "Power Diary|zanda health",
  "Halaxy", "Practice Better", "SimplePractice", "Carepatron", "Toast Inc|toasttab|toast tab", "Tevalis",
  "Kobas", "TouchBistro", "Planday", "7shifts", "Rotaready", "Linnworks", "Veeqo", "ShipStation", "Brightpearl",
  "Sellerdeck", "Ecwid", "Big Cartel|bigcartel", "BigCommerce", "WooCommerce|woo com", "Pixieset", "SmugMug",
  "Showit", "Frame.io|frame io|frameio", "Capture One|captureone", "Affinity Serif|serif europe", "MyFonts|monotype",
  "AgencyAnalytics|agency analytics", "Databox", "Supermetrics", "Toggl", "Harvest App|harvestapp|getharvest",
  "Clockify", "PayFit", "Staffology",
  "NordVPN|nordsec", "ExpressVPN", "Kinsta", "GitKraken", "Sublime HQ", "Parallels",
];

/** Words that say a payment out is software or IT, whoever the supplier. */
// biome-ignore format: word list
const SOFTWARE_WORDS = ["Software|saas|web hosting|website hosting|it support|domain renewal|software licence"];

// biome-ignore format: word list
const MARKETING_SERVICES = [
  "Pinterest", "Bridebook", "Feefo", "Reviews.io|reviews io", "Dribbble", "Local Heroes",
  "TrustATrader|trust a trader", "Which? Trusted Traders|which trusted traders", "Thomson Local",
  "Scoot Directory|=scoot", "ConvertKit", "ActiveCampaign", "Unbounce", "Leadpages", "SE Ranking",
  "Screaming Frog", "Similarweb",
];

// biome-ignore format: word list
const VEHICLE_LEASING = [
  "Vanarama", "Lex Autolease", "Arval", "ALD Automotive|ayvens", "Zenith Vehicles",
  "Northgate Vehicle Hire|northgate vans", "Flex-E-Rent|flexerent", "Ogilvie Fleet", "Select Car Leasing",
  "LeasePlan", "Octopus EV",
];

// biome-ignore format: word list
const INDUSTRY_TRAINING = [
  "CSCS|cscs card", "Highfield Qualifications|highfield", "ECITB", "IPAF", "PASMA", "NEBOSH", "IOSH", "ILM",
  "Food Safety First", "High Speed Training", "Virtual College",
];

// biome-ignore format: word list
const PROFESSIONAL_BODIES = [
  "Royal College of Nursing|rcn", "British Dental Association", "British Medical Association|bma",
  "Chartered Society of Physiotherapy", "RIBA|royal institute of british architects",
  "Institution of Civil Engineers", "IMechE", "Royal Photographic Society", "Society of Authors", "Musicians Union",
  "Equity Union", "British Institute of Innkeeping|bii", "Habia", "National Hair and Beauty Federation|nhbf",
  "Master Photographers Association", "British Association of Landscape Industries|bali",
  "Association of Plumbing and Heating Contractors|aphc", "Electrical Contractors Association|eca",
];

// biome-ignore format: word list
const HOSPITALITY = [
  "Flat Iron", "The Ivy|ivy collection", "Rudys Pizza|rudy s", "Browns Brasserie", "Tattu", "Turtle Bay",
  "Las Iguanas", "Wahaca", "Giggling Squid", "Bettys", "Caffe Concerto", "Soho House",
];

export const SECTOR_RULES: BuiltinRule[] = [
  ...group("cost-of-sales", "is a trade, food or retail supplier", 0.82, TRADE_SUPPLIERS),
  ...keywords("cost-of-sales", "is materials, ingredients or subcontracted work", 0.7, COST_OF_SALES_WORDS),
  ...group("cost-of-sales", "supplies food to the trade (zero-rated)", 0.85, FOOD_SUPPLIERS, { vatRate: "zero" }),
  ...keywords("cost-of-sales", "is food to cook or bake with (zero-rated)", 0.7, FOOD_WORDS, { vatRate: "zero" }),
  ...group("equipment", "makes tools and machinery (£250 or more)", 0.82, TOOL_BRANDS, {
    minSize: EQUIPMENT_MIN_PENCE,
  }),
  ...group("cost-of-sales", "makes tools and machinery (small items are costs)", 0.72, TOOL_BRANDS, {
    maxSize: EQUIPMENT_MIN_PENCE - 1,
  }),
  ...group("equipment", "sells electronics or furniture (£250 or more)", 0.82, ELECTRONICS_AND_FURNITURE, {
    minSize: EQUIPMENT_MIN_PENCE,
  }),
  ...group(
    "office-costs",
    "sells electronics or furniture (small items are office costs)",
    0.72,
    ELECTRONICS_AND_FURNITURE,
    {
      maxSize: EQUIPMENT_MIN_PENCE - 1,
    },
  ),
  ...group("software-it", "is software for small businesses", 0.88, SECTOR_SOFTWARE, { direction: "out" }),
  ...keywords("software-it", "is software or IT", 0.75, SOFTWARE_WORDS, { direction: "out" }),
  ...group("marketing", "is advertising and reviews", 0.85, MARKETING_SERVICES, { direction: "out" }),
  ...group("motor", "is vehicle leasing", 0.85, VEHICLE_LEASING, { direction: "out" }),
  ...group("training", "is industry training and cards", 0.88, INDUSTRY_TRAINING, { direction: "out" }),
  ...group("subscriptions", "is a professional body or trade association", 0.88, PROFESSIONAL_BODIES, {
    direction: "out",
  }),
  ...group("entertainment", "is a restaurant or bar", 0.72, HOSPITALITY, { direction: "out" }),
];
