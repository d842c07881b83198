/**
 * Name fragments for the generated training set. Invented combinations of common British words, surnames and
 * towns, so the model learns what the category words look like rather than memorising the built-in payees.
 */
// biome-ignore format: word list
export const SURNAMES = [
  "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson",
  "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel", "Khan", "Lewis",
  "James", "Phillips", "Mason", "Mitchell", "Rose", "Davis", "Rodriguez", "Cox", "Alexander", "Morgan", "Moore",
  "Price", "Hughes", "Edwards", "Turner", "Hill", "Cooper", "Ward", "Morris", "King", "Harris", "Baker", "Harrison",
  "Lee", "Martin", "Clark", "Young", "Allen", "Scott", "Bell", "Murphy", "Campbell", "Stewart", "Anderson", "Kelly",
  "Shah", "Singh", "Begum", "Ali", "Hussain", "Ahmed", "Nowak", "Kowalski", "Okafor", "Mensah", "Fraser", "Reid",
  "Murray", "Graham", "Hamilton", "Doyle", "Byrne", "Lynch", "Quinn", "Pearce", "Booth", "Holt", "Marsh", "Webb",
  "Fox", "Lloyd", "Rees", "Owen", "Powell", "Griffiths", "Ellis", "Fletcher", "Palmer", "Barker", "Chapman",
] as const;

// biome-ignore format: word list
export const FIRST_NAMES = [
  "James", "Oliver", "Harry", "Jack", "George", "Noah", "Charlie", "Jacob", "Thomas", "Oscar", "William", "Daniel",
  "Amelia", "Olivia", "Isla", "Emily", "Poppy", "Ava", "Isabella", "Jessica", "Lily", "Sophie", "Grace", "Chloe",
  "Mohammed", "Aisha", "Priya", "Ravi", "Anil", "Fatima", "Zara", "Kwame", "Chidi", "Piotr", "Agnieszka", "Sean",
  "Ciara", "Fiona", "Callum", "Rhys", "Megan", "Sian", "Gareth", "Hannah", "Laura", "Sarah", "David", "Paul", "Mark",
  "Andrew", "Claire", "Helen", "Karen", "Steven", "Richard", "Joanne", "Gemma", "Lee", "Dean", "Wayne",
] as const;

// biome-ignore format: word list
export const TOWNS = [
  "Ashford", "Barnsley", "Bedford", "Blackburn", "Bolton", "Bradford", "Bristol", "Burnley", "Bury", "Carlisle",
  "Chester", "Colchester", "Crawley", "Darlington", "Derby", "Dover", "Dudley", "Durham", "Exeter", "Gloucester",
  "Grimsby", "Harlow", "Hastings", "Hereford", "Hull", "Ipswich", "Kendal", "Kettering", "Lincoln", "Luton",
  "Maidstone", "Mansfield", "Newark", "Northampton", "Norwich", "Oldham", "Oxford", "Penrith", "Poole", "Preston",
  "Reading", "Redditch", "Rochdale", "Rugby", "Salisbury", "Sheffield", "Shrewsbury", "Slough", "Stafford",
  "Stockport", "Stroud", "Swindon", "Taunton", "Telford", "Truro", "Wakefield", "Warrington", "Watford", "Wigan",
  "Worcester", "Worthing", "Yeovil", "York", "Inverness", "Dundee", "Perth", "Ayr", "Stirling", "Swansea", "Newport",
  "Wrexham", "Bangor", "Lisburn", "Newry", "Omagh", "Kilmarnock", "Falkirk", "Livingston",
] as const;

/** Neutral words small companies name themselves after. */
// biome-ignore format: word list
export const WORDS = [
  "Acorn", "Apex", "Arrow", "Aspen", "Atlas", "Beacon", "Birch", "Blue", "Bright", "Bridge", "Castle", "Cedar",
  "Central", "Clear", "Compass", "Copper", "Crest", "Crown", "Delta", "Eagle", "Elm", "Evolve", "Falcon", "First",
  "Forest", "Fusion", "Golden", "Granite", "Green", "Harbour", "Hawk", "Heron", "Highland", "Horizon", "Iron", "Ivy",
  "Jade", "Kestrel", "Lakeside", "Lion", "Maple", "Meadow", "Mercury", "Metro", "Millstone", "Nexus", "North", "Oak",
  "Orbit", "Orchard", "Pinnacle", "Pioneer", "Premier", "Prime", "Quantum", "Quay", "Red", "Ridge", "River", "Rock",
  "Rowan", "Sapphire", "Silver", "Solar", "Spring", "Star", "Sterling", "Stone", "Summit", "Swift", "Thistle",
  "Titan", "Unity", "Valley", "Vertex", "Vista", "West", "Willow", "Zenith", "Bluebell", "Pennine", "Cotswold",
  "Mendip", "Severn", "Tamar", "Wessex", "Mercia", "Northgate", "Riverside",
] as const;

/** What customers (any business) call themselves: money in from them is sales. */
export const CUSTOMER_HEADS = [
  "Builders",
  "Construction",
  "Design",
  "Consulting",
  "Homes",
  "Dental",
  "Cafe",
  "Solutions",
  "Logistics",
  "Interiors",
  "Media",
  "Studio",
  "Engineering",
  "Property",
  "Care",
  "Veterinary",
  "Clinic",
  "Salon",
  "Events",
  "Developments",
  "Retail",
  "Foods",
  "Motors",
  "Group",
  "Partners",
  "Holdings",
  "Trading",
  "Industries",
  "Technologies",
  "Architects",
  "Landscapes",
  "Fitness",
  "Academy",
  "Nursery",
  "Hotel",
  "Brewery",
  "Farms",
  "Joinery",
  "Electrical",
  "Plumbing",
  "Heating",
  "Roofing",
  "Kitchens",
  "Windows",
  "Gardens",
  "Printing",
  // Customers are any organisation, often named for a trade that is someone else's cost.
  "Energy",
  "Insurance Brokers",
  "Accountants",
  "Solicitors",
  "Catering",
  "Training",
  "Estates",
  "Housing Association",
  "Trust",
  "Council",
  "School",
  "College",
  "Club",
  "Surgery",
  "Hospice",
  "Church",
  "University",
  "Foundation",
  "Management",
  "Services",
  "Travel",
  "Taxis",
  "Garage",
  "Marketing",
  "Software",
  "Telecom",
  "Pensions",
  "Leisure",
  "Theatre",
  "Gallery",
  "Rugby Club",
  "Cricket Club",
  "Parish Council",
  "Health Centre",
  "Pharmacy",
  "Charity",
] as const;

export const COMPANY_SUFFIXES = ["Ltd", "Limited", "LTD", "Ltd", "", "", "LLP", "& Co", "UK Ltd", "Group Ltd"] as const;

export const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

// biome-ignore format: word list
export const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
  "December",
] as const;
