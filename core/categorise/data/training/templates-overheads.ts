import { type Template, t } from "./template";

const REFS = ["", "", "{n}", "{code}", "ACC {long}", "INV {n}", "{mon} {year}"];

/** Premises, utilities, IT, office, travel and motor. */
export const PREMISES_AND_RUNNING_TEMPLATES: Template[] = [
  t("rent-rates", 5, {
    // biome-ignore format: word list
    names: [
      "{surname} Properties", "{word} Estates {suffix}", "{town} Business Park", "{word} Enterprise Centre",
      "{surname} Property Management", "{town} Council NNDR", "{town} Borough Council Rates", "{word} Workspaces",
      "{word} Studios", "{word} Business Centre", "{word} Property Investments", "{surname} Lettings",
      "{word} Self Storage", "{town} District Council", "{word} Commercial Property",
      "{surname} & {surname2} Landlords", "{word} Industrial Estate", "{word} Offices {suffix}", "{word} Coworking",
      "{word} Hub Desks",
    ],
    channels: ["so", "dd", "out"],
    pounds: [80, 4500],
    direction: "out",
    // biome-ignore format: word list
    refs: [
      "RENT", "RENT {mon}", "RENT Q{q}", "UNIT {n2} RENT", "SERVICE CHARGE", "RATES {year}", "NNDR {long}",
      "LICENCE FEE", "DESK {mon}", "",
    ],
  }),
  t("utilities", 5, {
    // biome-ignore format: word list
    names: [
      "{word} Energy", "{word} Power {suffix}", "{town} Water", "{word} Gas & Power", "{word} Electric",
      "{word} Utilities", "{word} Energy Supply", "{word} Water Services", "{word} Renewables", "{word} Gas",
      "Dyce Energy", "Tru Energy", "Conrad Energy", "Jellyfish Energy", "Electric Sun Energy",
    ],
    channels: ["dd", "dd", "out"],
    pounds: [20, 1200],
    direction: "out",
    refs: REFS,
    refunds: 0.05,
  }),
  t("phone-internet", 5, {
    // biome-ignore format: word list
    names: [
      "{word} Telecom", "{word} Broadband", "{word} Fibre", "{word} Mobile", "{word} Comms {suffix}",
      "{word} Networks", "{word} VoIP", "{word} Telephony", "{word} Internet", "{word} Connect", "Spectrum Internet",
      "Zzoomm", "County Broadband", "Wightfibre", "Netomnia", "Jurassic Fibre",
    ],
    channels: ["dd", "dd", "card"],
    pounds: [8, 250],
    direction: "out",
    refs: REFS,
    refunds: 0.03,
  }),
  t("software-it", 7, {
    // biome-ignore format: word list
    names: [
      "{word} Software", "{word} Cloud", "{word} Hosting", "{word}.io", "{word}hq", "{word} Apps",
      "{word} IT Services", "{word} IT Support", "{word} Domains", "{word}ly", "{word} Systems {suffix}",
      "{word} Data Backup", "{word} Web Hosting", "{word} SaaS", "{word} Cyber Security", "{word} Servers",
      "Zendesk", "Jotform", "Tally Forms", "Linear App", "Retool", "Postman", "CircleCI", "Docker Inc", "Snyk",
      "Okta", "Mailgun", "Tailscale", "Bitwarden", "Proton AG", "Fastmail", "Help Scout", "Crisp IM", "Cleanshot",
      "Raycast",
    ],
    channels: ["card", "card", "dd"],
    pounds: [2, 600],
    direction: "out",
    refs: ["", "SUBSCRIPTION", "{code}", "LICENCE", "MONTHLY"],
    refunds: 0.03,
  }),
  t("office-costs", 6, {
    // biome-ignore format: word list
    names: [
      "{town} Stationers", "{word} Office Supplies", "{word} Print & Copy", "{surname} Newsagents",
      "{word} Couriers", "{word} Parcels", "{word} Express Delivery", "{word} Office Direct", "{word} Ink & Toner",
      "{word} Paper Company", "{word} Postal Services", "{word} Same Day Couriers", "{word} Mailroom",
      "{word} Cartridges", "{word} Envelopes", "{word} Labels", "Pens Direct", "Officeworks", "Bureau Direct",
    ],
    channels: ["card", "card", "out"],
    pounds: [2, 250],
    direction: "out",
    refs: ["", "ORDER {n}", "{code}"],
    refunds: 0.05,
  }),
  t("travel", 8, {
    // biome-ignore format: word list
    names: [
      "{town} Taxis", "{word} Cars", "{town} Cabs", "{word} Hotel", "{town} Station", "{word} Rail",
      "{word} Coaches", "{word} Airways", "{town} Airport", "{word} Travel {suffix}", "{town} Buses",
      "{word} Ferries", "{word} Cafe", "{word} Coffee", "{surname}s Sandwich Bar", "{word} Coffee House",
      "{word} Lodge", "{word} Guest House", "{word} House Hotel", "{town} Rail Station Cafe", "{word} Private Hire",
      "{word} Minicabs", "{word} Airport Parking", "Caffe {word}", "{word} Deli", "{word} Espresso",
      "{word} Bakehouse", "Red Funnel", "Wightlink", "CalMac Ferries", "Brittany Ferries",
    ],
    channels: ["card", "card", "card", "out"],
    pounds: [2, 450],
    direction: "out",
    refs: ["", "BOOKING {n}", "{code}"],
    refunds: 0.05,
  }),
  t("motor", 7, {
    // biome-ignore format: word list
    names: [
      "{town} Service Station", "{word} Fuels", "{word} Petroleum", "{town} Motors", "{word} Tyres",
      "{surname}s Garage", "{word} Auto Centre", "{town} Car Park", "{word} Parking", "{word} MOT Centre",
      "{word} Car Wash", "{word} EV Charging", "{word} Filling Station", "{word} Autos", "{word} Vehicle Repairs",
      "{word} Car Parts", "{word} Motor Factors", "{town} Parking Services", "{word} Hand Car Wash",
      "{word} Lubricants", "Certas Fuel", "Maxol", "Greenergy", "Park Mark", "Parkonomy", "Connect EV",
    ],
    channels: ["card", "card", "card", "out"],
    pounds: [2, 900],
    direction: "out",
    refs: ["", "{code}", "VRM {code}"],
    refunds: 0.03,
  }),
];
