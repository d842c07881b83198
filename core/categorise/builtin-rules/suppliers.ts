import { type BuiltinRule, EQUIPMENT_MIN_PENCE, group } from "./rule-types";

// biome-ignore format: word list
const WHOLESALE = [
  "Booker|booker wholesale|booker cash carry", "Costco|costco wholesale", "Makro", "Screwfix", "Toolstation",
  "Wickes", "Travis Perkins", "Howdens|howden joinery", "Jewson", "Buildbase", "Selco", "City Plumbing", "Plumbase",
  "CEF|city electrical factors", "Edmundson Electrical|edmundson", "RS Components|rs online", "Farnell",
  "Dhamecha", "Bestway", "Parfetts", "Wholesale Domestic|bestway wholesale", "Topps Tiles", "Tile Giant",
  "Victorian Plumbing", "Plumb Center|plumbcenter|wolseley", "Graham Plumbers Merchant", "MKM Building Supplies|mkm",
  "Huws Gray", "Builders Merchant|builders merchants", "Alibaba|aliexpress", "Printful", "Printify", "Zoro UK",
  "Brewers Decorator Centres|brewers", "Dulux Decorator Centre|dulux", "Crown Paints|crown decorating",
  "Johnstones Decorating|=johnstones|johnstones paints", "Cromwell Tools", "ITS Tools", "Electricalworld",
  "TLC Electrical", "Rexel", "Denmans", "Yesss Electrical", "Screwfix Direct", "Fabric Land", "Wholesale clearance",
  "Hobbycraft", "The Range",
];

// biome-ignore format: word list
const SUPERMARKETS = [
  "Tesco|tesco stores|tesco express|tesco extra|tesco metro", "Sainsburys|sainsbury|js online|sainsburys s mkts",
  "Asda|asda stores|asda superstore", "Morrisons|wm morrison", "Aldi|aldi stores", "Lidl|lidl gb", "Waitrose",
  "Co-op|co op|coop|co operative food|central co op", "M&S|marks spencer|marks and spencer|m&s simply",
  "Iceland|iceland foods", "Ocado", "Spar", "Budgens", "Londis", "Nisa|nisa local", "Costcutter",
  "One Stop|one stop stores", "Farmfoods", "Home Bargains", "B&M|b&m retail|b&m bargains", "Poundland", "Wilko",
  "Boots|boots the chemist", "Superdrug",
];

/** The supermarkets' banks: a payment to one repays a credit card or a loan, it buys no groceries. */
const SUPERMARKET_BANKS = ["tesco bank", "sainsburys bank", "sainsbury bank", "m&s bank"];

// biome-ignore format: word list
const COMPUTER_SHOPS = [
  "Currys|currys pc world|pc world|dsg retail", "Apple Store|apple online store|apple retail|apple com uk",
  "Dell|dell computers|dell technologies", "Lenovo", "HP Store|hp inc|hp uk store",
  "Scan Computers|scan computers international|=scan", "Ebuyer", "Box.co.uk|=box", "Laptops Direct|laptopsdirect",
  "Overclockers", "CCL Computers", "Novatech", "Microsoft Store|microsoft store uk", "Samsung",
  "John Lewis|john lewis partnership|johnlewis", "Argos", "IKEA", "Office Furniture Online", "Furniture At Work",
  "Machine Mart", "Richer Sounds", "Wex Photo Video|wex photographic", "Jessops", "Park Cameras",
  "Backmarket|back market", "MusicMagpie|music magpie", "Dyson", "Logitech",
];

export const SUPPLIER_RULES: BuiltinRule[] = [
  ...group("cost-of-sales", "is a trade or wholesale supplier", 0.85, WHOLESALE),
  ...group("office-costs", "is a supermarket (office supplies and refreshments)", 0.7, SUPERMARKETS, {
    unless: SUPERMARKET_BANKS,
  }),
  ...group("equipment", "sells computers and equipment (£250 or more)", 0.82, COMPUTER_SHOPS, {
    minSize: EQUIPMENT_MIN_PENCE,
  }),
  ...group("office-costs", "sells computers and equipment (small items are office costs)", 0.75, COMPUTER_SHOPS, {
    maxSize: EQUIPMENT_MIN_PENCE - 1,
  }),
];
