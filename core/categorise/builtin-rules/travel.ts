import { type BuiltinRule, group, keywords } from "./rule-types";

// biome-ignore format: word list
const RAIL = [
  "Trainline|thetrainline|trainline com", "LNER", "Avanti West Coast|=avanti|avanti wc|avanti trains",
  "GWR|great western railway|first great western", "Northern Rail|northern trains|northernrail|=northern",
  "ScotRail", "Southern Railway|southern rail", "Southeastern|south eastern railway", "Thameslink",
  "CrossCountry|cross country trains|arriva crosscountry", "TransPennine Express|transpennine|tpexpress",
  "Chiltern Railways", "c2c|c2c rail", "Greater Anglia|abellio greater anglia", "East Midlands Railway|emr rail",
  "South Western Railway|swr|southwestern railway", "Elizabeth Line", "Merseyrail", "Transport for Wales|tfw rail",
  "National Rail", "Heathrow Express", "Gatwick Express", "Stansted Express", "Eurostar", "Caledonian Sleeper",
  "Hull Trains", "Grand Central Rail|grand central", "Lumo", "Railcard|railcards",
  "Split Ticketing|splitmyfare|trainpal", "Raileasy",
];

// biome-ignore format: word list
const LOCAL_TRANSPORT = [
  "TfL|tfl travel|tfl gov uk|transport for london|tfl cycle", "Oyster|oyster auto top", "Stagecoach",
  "Arriva Bus|arriva", "First Bus|firstbus|first glasgow|first bristol", "National Express", "Megabus",
  "Metrolink|tfgm", "West Midlands Metro|nx west midlands", "Lothian Buses", "Go North East", "Santander Cycles",
  "Lime Bike|lime ride|=lime", "Citymapper",
];

// biome-ignore format: word list
const TAXIS = [
  "Uber|uber trip|uber bv|uber com", "Bolt.eu|bolt eu|bolt ride|=bolt", "Addison Lee", "Free Now|freenow|mytaxi",
  "Gett", "Veezu", "Delta Taxis", "Ola Cabs", "Green Tomato Cars", "Dial a Cab", "ComCab", "Kabbee",
];

// biome-ignore format: word list
const AIR_AND_HOTELS = [
  "easyJet", "Ryanair", "British Airways|=ba|ba com|britishairways", "Jet2|jet2 com", "Wizz Air|wizzair", "Loganair",
  "Aer Lingus", "KLM", "Lufthansa", "Flybe", "Virgin Atlantic", "Eastern Airways", "Blue Islands",
  "Premier Inn|premier travel inn|whitbread premier", "Travelodge", "Holiday Inn|ihg|holiday inn express",
  "Hilton Hotels|=hilton|hilton garden inn|doubletree",
  "Marriott Hotels|=marriott|courtyard marriott|marriott hotel", "Ibis|ibis hotel|ibis budget", "Novotel", "Mercure",
  "Hampton by Hilton", "Booking.com|booking com", "Airbnb", "Hotels.com|hotels com", "Expedia", "Trivago",
  "Best Western", "Radisson", "Jurys Inn", "Leonardo Hotels", "Hub by Premier Inn", "Z Hotels", "Point A Hotel",
  "Malmaison", "Hotel du Vin", "Europcar", "Enterprise Rent-A-Car|enterprise rent|enterprise car", "Hertz",
  "Avis|avis budget", "Sixt", "Zipcar", "Heathrow Airport|heathrow parking", "Gatwick Airport", "Manchester Airport",
  "Airport fast track|fast track", "Skyscanner", "Lastminute.com|lastminute com",
];

// biome-ignore format: word list
const SUBSISTENCE = [
  "Pret A Manger|pret", "Costa Coffee|costa", "Starbucks", "Caffe Nero|cafe nero", "Greggs", "Upper Crust",
  "Leon Restaurants|=leon", "EAT.|=eat", "Itsu", "Wasabi", "Pumpkin Cafe", "Ritazza", "Burger King",
  "McDonalds|mcdonald s", "Subway", "Boots Meal Deal", "WHSmith Travel|whsmith travel|wh smith travel",
  "Marks and Spencer Simply Food|m&s simply food",
];

export const TRAVEL_RULES: BuiltinRule[] = [
  ...group("travel", "is rail travel", 0.95, RAIL),
  ...group("travel", "is public transport", 0.93, LOCAL_TRANSPORT),
  ...group("travel", "is a taxi", 0.9, TAXIS),
  ...group("travel", "is air travel, a hotel or car hire", 0.92, AIR_AND_HOTELS),
  ...group("travel", "is food and drink on the go (subsistence)", 0.7, SUBSISTENCE),
  ...keywords("travel", "is travel", 0.8, [
    "Rail|railway|train ticket|train fare|taxi|taxis|cabs|hotel|flight|flights|airline|airways|bus fare|coach travel|ferry|ferries",
  ]),
  ...keywords("travel", "is subsistence", 0.7, ["Subsistence"]),
];
