import { type Template, t } from "./template";

/** Services bought in, memberships, fees and spending that is not a running cost. */
export const SERVICE_TEMPLATES: Template[] = [
  t("marketing", 5, {
    // biome-ignore format: word list
    names: [
      "{word} Media", "{word} Marketing", "{word} Creative", "{word} Advertising", "{word} Print & Design",
      "{word} Digital Marketing", "{word} PR", "{word} Promotions", "{word} SEO", "{town} Gazette",
      "{word} Directory", "{word} Radio", "{word} Signs", "{word} Branding", "{word} Flyers", "{word} Leaflets",
      "{word} Social Media", "{word} Exhibitions", "{town} Chronicle Advertising", "Nextdoor Ads", "Quora Ads",
      "Spotify Ad Studio",
    ],
    channels: ["card", "out", "dd"],
    pounds: [10, 3000],
    direction: "out",
    refs: ["", "INV {n}", "CAMPAIGN", "ADVERT", "{code}"],
  }),
  t("professional-fees", 5, {
    // biome-ignore format: word list
    names: [
      "{surname} & Co Accountants", "{surname} {surname2} LLP", "{surname} Solicitors", "{word} Legal", "{word} Law",
      "{word} Consulting", "{word} Payroll Services", "{word} HR", "{word} Tax", "{word} Bookkeeping",
      "{surname} Associates", "{word} Accountancy", "{surname} Chartered Accountants", "{word} Employment Law",
      "{word} Advisory", "{word} Tax Advisers", "{surname} Notaries", "{word} Compliance Services",
    ],
    channels: ["out", "dd", "so"],
    pounds: [30, 4000],
    direction: "out",
    refs: ["", "INV {n}", "FEES", "ACCOUNTS {year}", "RETAINER", "{code}"],
  }),
  t("insurance", 4, {
    // biome-ignore format: word list
    names: [
      "{word} Insurance Services", "{word} Underwriting", "{word} Insurance Brokers", "{word} Assurance",
      "{word} Mutual", "{surname} Insurance", "{word} Indemnity", "{word} Risk Solutions", "{word} Cover",
      "{word} Insure", "Premium Finance {word}", "{word} General Insurance", "Pen Underwriting",
    ],
    channels: ["dd", "dd", "out"],
    pounds: [10, 2500],
    direction: "out",
    refs: ["", "POLICY {code}", "PREMIUM", "{long}", "RENEWAL"],
    refunds: 0.04,
  }),
  t("bank-charges", 6, {
    // biome-ignore format: word list
    names: [
      "ACCOUNT FEE", "MONTHLY ACCOUNT FEE", "SERVICE CHARGES {mon}", "COMMISSION CHARGES", "CHARGES TO {n}",
      "NON-STERLING TRANSACTION FEE", "UNPAID ITEM FEE", "CARD MACHINE RENTAL", "TERMINAL RENTAL",
      "MERCHANT SERVICE CHARGE", "{word}PAY FEES", "{word} MERCHANT FEES", "TRANSACTION FEES {mon}",
      "OVERDRAFT ARRANGEMENT FEE", "Monthly plan fee", "Non-sterling fee", "CASH DEPOSIT FEE", "INTL PAYMENT FEE",
      "FX FEE", "CHAPS FEE", "BUSINESS ACCOUNT CHARGE", "PAYMENT PROCESSING FEE",
    ],
    channels: ["bank", "bank", "dd"],
    pounds: [0, 120],
    direction: "out",
  }),
  t("interest-paid", 3, {
    // biome-ignore format: word list
    names: [
      "LOAN INTEREST", "OVERDRAFT INTEREST", "INTEREST CHARGED", "DEBIT INTEREST", "INTEREST TO {n}",
      "INTEREST {mon}", "OD INTEREST", "Interest charged", "CREDIT CARD INTEREST", "{word} FINANCE INTEREST",
      "ARRANGED OD INTEREST",
    ],
    channels: ["bank"],
    pounds: [1, 400],
    direction: "out",
  }),
  t("subscriptions", 4, {
    // biome-ignore format: word list
    names: [
      "{word} Institute", "Institute of {word} Management", "{word} Association", "{word} Federation",
      "{word} Society", "{word} Journal", "{word} Magazine", "{word} Weekly", "{town} Chamber", "{word} Guild",
      "{word} Trade Association", "{word} Business Club", "{word} Network Membership", "{word} Press Subscriptions",
      "{word} Review", "Private Eye", "Prospect Magazine", "New Scientist", "Construction News", "Marketing Week",
    ],
    channels: ["dd", "card", "out"],
    pounds: [3, 600],
    direction: "out",
    refs: ["", "MEMBERSHIP", "SUBS {year}", "ANNUAL SUBS", "{code}"],
  }),
  t("training", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Training", "{word} Academy", "{word} Learning", "{word} College", "{town} University",
      "{word} Courses", "{word} School of Business", "{word} Books", "{word} Bookshop", "{word} Skills",
      "{word} Tutors", "{word} Certification", "{word} Exams", "{word} Institute of Training", "{word} Masterclass",
      "Domestika", "Codecademy", "Treehouse", "DataCamp", "Brilliant Org",
    ],
    channels: ["card", "out"],
    pounds: [8, 2500],
    direction: "out",
    refs: ["", "COURSE", "BOOKING {n}", "EXAM", "{code}"],
  }),
  t("repairs", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Repairs", "{word} Property Maintenance", "{word} Locksmiths", "{word} Glazing", "{word} Handyman",
      "{word} Pest Control", "{word} Boiler Services", "{word} Facilities", "{surname} Maintenance",
      "{word} Roof Repairs", "{word} Drainage", "{word} Lift Services", "{word} Fire Safety",
      "{word} Aircon Servicing", "{word} Appliance Repairs", "{word} Computer Repairs",
    ],
    channels: ["out", "card"],
    pounds: [30, 2500],
    direction: "out",
    refs: ["", "INV {n}", "CALL OUT", "REPAIR", "SERVICE"],
  }),
  t("entertainment", 4, {
    // biome-ignore format: word list
    names: [
      "The {word} Arms", "The {word} Inn", "The {word} & Anchor", "The {word} Swan", "{word} Tap Room",
      "The {word} Tavern", "{word} Bar & Grill", "{word} Kitchen", "{word} Brasserie", "{word} Restaurant",
      "{word} Bistro", "{word} Trattoria", "{town} Tandoori", "{word} Steakhouse", "{word} Wine Bar",
      "{word} Brewery Tap", "{word} Pizzeria", "{word} Sushi", "{word} Thai", "{word} Oyster Bar",
      "{word} Golf Club", "{word} Events Tickets", "The {word} & {word2}", "{word} Gastropub", "{word} Curry House",
    ],
    channels: ["card", "card"],
    pounds: [6, 600],
    direction: "out",
  }),
  t("staff-entertainment", 1, {
    // biome-ignore format: word list
    names: [
      "Staff Christmas Party {word}", "{word} Staff Party", "Team Social {word}", "{word} Team Building",
      "{word} Office Party", "{word} Escape Rooms", "{word} Bowl Team Night", "{word} Summer Party", "{word} Away Day",
    ],
    channels: ["card", "out"],
    pounds: [60, 2500],
    direction: "out",
  }),
  t("general-admin", 3, {
    // biome-ignore format: word list
    names: [
      "COMPANIES HOUSE", "Companies House WebFiling", "{word} Formations", "{word} Company Services",
      "{word} Registered Office", "INFORMATION COMMISSIONER", "ICO DATA PROTECTION FEE", "{town} Council Licensing",
      "{word} Licensing", "DBS UPDATE SERVICE", "{word} Mail Forwarding", "{word} Virtual Office", "HMLR Fees",
      "TV LICENSING", "{word} Apostille", "{word} Translation Services",
    ],
    channels: ["card", "out", "dd"],
    pounds: [10, 400],
    direction: "out",
  }),
  t("other-expenses", 5, {
    // biome-ignore format: word list
    names: [
      "{word} Cleaning Services", "{word} Cleaners", "{town} Florist", "{word} Charity", "{word} Waste Management",
      "{word} Skip Hire", "{word} Workwear", "{word} Uniforms", "{word} Gifts", "{word} Laundry", "{word} Security",
      "{word} Recruitment", "{town} Hospice", "{word} Hampers", "{word} Water Coolers", "{word} First Aid Supplies",
      "{word} Safety Equipment", "{word} Shredding", "{word} Document Storage", "{word} Photography", "Just Giving",
      "{word} PPE",
    ],
    channels: ["card", "out", "dd"],
    pounds: [5, 1500],
    direction: "out",
    refs: ["", "INV {n}", "DONATION", "{code}"],
  }),
  t("equipment", 4, {
    // biome-ignore format: word list
    names: [
      "{word} Computers", "{word} PC", "{word} Tech Store", "{word} Furniture", "{word} Office Furniture",
      "{word} Machinery", "{word} Power Tools", "{word} Vans", "{word} Plant Sales", "{word} Electronics",
      "{word} Laptops", "{word} Workstations", "{word} Printers", "{word} Commercial Vehicles",
      "{word} Catering Equipment", "{word} Camera Centre", "{word} Audio Visual",
    ],
    channels: ["card", "out"],
    pounds: [300, 15000],
    direction: "out",
    refs: ["", "ORDER {n}", "INV {n}", "{code}"],
  }),
];
