import { type BuiltinRule, group, keywords } from "./rule-types";

// biome-ignore format: word list
const FUEL = [
  "Shell|shell uk|shell oil|shell recharge", "BP|=bp|bp connect|bp express|bp oil|bp pulse|bp service station",
  "Esso", "Texaco", "Gulf Oil|gulf service", "Jet Petrol|jet service station", "MFG|motor fuel group|motor fuel",
  "EG Group|euro garages|eg on the move", "Applegreen", "Tesco PFS|tesco petrol|tesco fuel",
  "Sainsburys Petrol|sainsburys pfs|js petrol|sainsburys fuel", "Asda Petrol|asda pfs|asda fuel|asda express petrol",
  "Morrisons Fuel|morrisons petrol|morrisons pfs", "Moto Hospitality|moto services", "Welcome Break", "Roadchef",
  "Harvest Energy", "Rontec", "Certas Energy", "Murco", "Pod Point|podpoint", "InstaVolt", "Ionity",
  "Osprey Charging|=osprey", "Tesla Supercharger|=tesla", "Gridserve", "ChargePlace Scotland", "Source London",
  "Char.gy|chargy", "Fastned", "Ubitricity",
];

// biome-ignore format: word list
const PARKING_AND_TOLLS = [
  "RingGo|ring go|ringgo", "PayByPhone|pay by phone", "JustPark|just park", "NCP|ncp car park|national car parks",
  "APCOA", "Q-Park|q park|qpark", "Europarks|euro car parks", "Saba Parking|saba", "Indigo Park|indigo parking",
  "YourParkingSpace", "Parkopedia", "MiPermit", "Dart Charge|dartford crossing|dart charge",
  "ULEZ|tfl ulez|ultra low emission", "Congestion Charge|cc london|ccz", "M6 Toll|m6toll",
  "Mersey Gateway|merseyflow", "Severn Bridge", "Clean Air Zone|caz payment", "DVLA|vehicle tax|dvla vehicle tax",
  "Penalty Charge Notice|pcn",
];

// biome-ignore format: word list
const SERVICING = [
  "Kwik Fit|kwikfit", "Halfords|halfords autocentre", "National Tyres|national tyre", "ATS Euromaster|ats",
  "Formula One Autocentres", "Mr Clutch", "Euro Car Parts|eurocarparts", "GSF Car Parts",
  "Black Circles|blackcircles", "Protyre", "Autoglass", "The AA|=aa|aa membership|automobile association",
  "RAC|rac motoring", "Green Flag", "Start Rescue", "Smart Repair", "ClickMechanic", "Fix My Car|fixmycar",
  "BookMyGarage", "Arnold Clark", "Evans Halshaw", "Vertu Motors", "Lookers", "Motorpoint",
];

export const MOTOR_RULES: BuiltinRule[] = [
  ...group("motor", "is fuel or vehicle charging", 0.9, FUEL),
  ...group("motor", "is parking, a toll or a road charge", 0.93, PARKING_AND_TOLLS),
  ...group("motor", "is vehicle servicing or cover", 0.88, SERVICING),
  ...keywords("motor", "is a motor expense", 0.82, [
    "Parking|car park|fuel|petrol|diesel|mot test|=mot|tyres|tyre|car wash|hand car wash|valeting|garage services|motor repairs|service station|ev charging|breakdown cover|van services|vehicle services|commercial vehicle services|van hire|vehicle hire",
  ]),
];
