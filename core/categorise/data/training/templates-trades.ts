import { type Template, t } from "./template";

/**
 * Trade vocabulary: what UK micro companies in building, food, retail, health and creative work buy, and how their
 * suppliers name themselves. Widens the words the model knows beyond the core templates.
 */
// biome-ignore format: word list
const MATERIALS = [
  "Concrete", "Readymix", "Ready Mix Concrete", "Sand & Gravel", "Bricks", "Roof Trusses", "Paving", "Stone",
  "Slate", "Tiles", "Plasterboard", "Drylining Supplies", "Roofing Supplies", "Heating Spares", "Heating Parts",
  "Boiler Spares", "Bathrooms Trade", "Trade Counter", "Kitchens Trade", "Doors & Floors", "Sheet Materials",
  "Fencing Supplies", "Landscape Supplies", "Nurseries", "Garden Centre Trade", "Turf", "Topsoil",
];

// biome-ignore format: word list
const FOOD_AND_RETAIL_GOODS = [
  "Dairy", "Farm Eggs", "Fruit & Veg", "Greengrocers", "Flour Mill", "Mill Flour", "Butchers", "Fishmongers",
  "Bakery Wholesale", "Patisserie Supplies", "Tea Merchants", "Wine Merchants", "Brewery Supplies", "Cheesemongers",
  "Packaging", "Textiles", "Yarns", "Beads", "Candle Supplies", "Homeware Imports", "Ceramics", "Trading Co",
  "Manufacturing", "Garments", "Print Lab", "Colour Lab", "Framing Supplies", "Clinical Supplies",
  "Medical Supplies", "Dental Supplies", "Beauty Supplies", "Hair Supplies", "Pet Supplies", "Florist Wholesale",
  "Sundries",
];

// biome-ignore format: word list
const TRADES = [
  "Plastering", "Brickwork", "Groundworks", "Roofing", "Tiling", "Carpentry", "Electrical Contractors", "Decorating",
  "Steelwork", "Drylining", "Joinery", "Bricklaying", "Paving Contractors", "Locum", "Freelance Design",
  "Subcontract Services", "Labour Hire", "Tool Hire", "Plant Hire", "Hire Centre", "Access Hire",
];

export const TRADE_TEMPLATES: Template[] = [
  t("cost-of-sales", 5, {
    names: MATERIALS.flatMap((m) => [`{word} ${m}`, `{town} ${m}`, `{surname} ${m} {suffix}`]),
    channels: ["card", "out", "out", "dd"],
    pounds: [15, 5000],
    direction: "out",
    refs: ["", "INV {n}", "ACCOUNT {n}", "ORDER {n}"],
    refunds: 0.04,
  }),
  t("cost-of-sales", 5, {
    names: FOOD_AND_RETAIL_GOODS.flatMap((m) => [`{word} ${m}`, `{town} ${m}`, `{surname} ${m}`]),
    channels: ["card", "out", "out", "dd"],
    pounds: [10, 4000],
    direction: "out",
    refs: ["", "INV {n}", "ORDER {n}", "PI {n}", "STATEMENT"],
    refunds: 0.04,
  }),
  t("cost-of-sales", 4, {
    names: TRADES.flatMap((m) => [`{initial} {surname} ${m}`, `{word} ${m}`, `{surname} ${m}`]),
    channels: ["out", "out", "card"],
    pounds: [60, 4000],
    direction: "out",
    refs: ["", "INV {n}", "LABOUR", "JOB {n}", "WK {n2}"],
  }),
  t("equipment", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Mowers", "{word} Machinery Sales", "{word} Espresso Machines", "{word} Catering Equipment",
      "{word} Cameras", "{word} Treatment Couches", "{word} Ovens", "{word} Trailers",
      "{word} Office Seating", "{word} Desks", "{word} Power Tools Direct", "{word} Workshop Machinery",
      "{word} Computer Store", "{word} Camera Store", "{word} Laptop Store", "{word} Salon Furniture",
    ],
    channels: ["card", "out"],
    pounds: [300, 12000],
    direction: "out",
    refs: ["", "ORDER {n}", "INV {n}"],
  }),
  t("motor-vehicles", 2, {
    // biome-ignore format: word list
    names: [
      "{word} Van Sales", "{word} Car Sales", "{word} Commercial Vehicles", "{word} Motor Company Vehicle Purchase",
      "{word} Van Centre", "{word} Used Cars", "{word} Car Supermarket", "{word} Pickup Sales",
    ],
    channels: ["out", "out", "card"],
    pounds: [4000, 40000],
    direction: "out",
    refs: ["", "DEPOSIT", "BALANCE", "REG {n}"],
  }),
  t("motor", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Vehicle Leasing", "{word} Van Lease", "{word} Car Lease", "{word} Contract Hire",
      "{word} Fleet Services", "{word} Van Hire",
    ],
    channels: ["dd", "dd", "out"],
    pounds: [150, 900],
    direction: "out",
    refs: ["", "AGREEMENT {n}", "LEASE {n}", "{code}"],
  }),
  t("professional-fees", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Accounting", "{surname} Accounting Services", "{word} Structural Engineers", "{word} Surveyors",
      "{surname} Chartered Surveyors", "{word} HR Advice", "{word} Tax Advisory", "{word} Legal Services",
      "{surname} Legal", "{word} Contract Review", "{word} IR35 Review", "{word} Planning Consultants",
    ],
    channels: ["out", "dd"],
    pounds: [60, 3000],
    direction: "out",
    refs: ["", "INV {n}", "FEES", "YEAR END"],
  }),
  t("marketing", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Signwriting", "{word} Van Livery", "{town} Advertiser", "{word} Listings", "{word} Influencer Fees",
      "{word} Publicity", "{town} Evening News Adverts", "{word} Wedding Directory", "{word} Awards Entry",
      "{word} Sponsorship", "{word} Photography Marketing", "{word} Video Production",
    ],
    channels: ["card", "out", "dd"],
    pounds: [20, 2000],
    direction: "out",
    refs: ["", "LISTING", "ADVERT", "INV {n}"],
  }),
  t("training", 2, {
    // biome-ignore format: word list
    names: [
      "{word} Qualifications", "{word} Certification", "{town} Business School", "{word} Masters Course",
      "{word} Course Fees", "{word} CPD Courses", "{word} Skills Card", "{word} Exam Board",
      "{word} Training Centre",
    ],
    channels: ["card", "out"],
    pounds: [15, 2500],
    direction: "out",
  }),
  t("entertainment", 2, {
    // biome-ignore format: word list
    names: [
      "{word} Grill", "The {word} Inn", "{word} Tea Rooms", "{word} Dining Room", "{word} Cocktail Bar",
      "{word} Supper Club", "{word} Wine Rooms",
    ],
    channels: ["card"],
    pounds: [12, 400],
    direction: "out",
  }),
  t("repairs", 2, {
    // biome-ignore format: word list
    names: [
      "{town} Locksmiths", "{word} Drain Services", "{word} Refrigeration Services", "{word} Service Visit",
      "{word} Appliance Engineers", "{word} Electrical Repairs", "{word} Plumbing Repairs",
    ],
    channels: ["out", "card"],
    pounds: [40, 1500],
    direction: "out",
    refs: ["", "CALL OUT", "INV {n}"],
  }),
  t("rent-rates", 2, {
    // biome-ignore format: word list
    names: [
      "{word} Room Hire", "{town} Trading Estate", "{word} Wellness Centre Rooms", "{word} Studio Hire",
      "{word} Desk Space", "{word} Units",
    ],
    channels: ["so", "out", "dd"],
    pounds: [60, 2500],
    direction: "out",
    refs: ["", "RENT", "ROOM HIRE", "UNIT {n2}"],
  }),
  t("subscriptions", 2, {
    names: [
      "Chartered Society of {word}",
      "British Institute of {word}",
      "Royal Society of {word}",
      "{word} Professional Body",
      "{word} Trade Body",
    ],
    channels: ["dd", "card"],
    pounds: [20, 600],
    direction: "out",
    refs: ["", "MEMBERSHIP", "ANNUAL FEE"],
  }),
];
