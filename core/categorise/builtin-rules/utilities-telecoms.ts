import { type BuiltinRule, group, keywords } from "./rule-types";

// biome-ignore format: word list
const ENERGY = [
  "British Gas|britishgas|british gas business", "EDF|edf energy|edf energy customers",
  "Octopus Energy|octopus energy ltd", "E.ON|eon next|eon energy|e on next", "Scottish Power|scottishpower",
  "SSE|sse energy|sse airtricity", "OVO Energy|ovo", "So Energy", "Bulb Energy", "Utilita",
  "Shell Energy|shell energy retail", "Opus Energy",
  "TotalEnergies|total gas power|total gas and power|totalenergies gas", "npower", "Ecotricity", "Good Energy",
  "Yu Energy", "Haven Power", "Drax Energy", "Corona Energy", "SmartestEnergy|smartest energy", "Octopus|=octopus",
  "Outfox the Market", "Sainsburys Energy", "Pozitive Energy", "Crown Gas and Power|crown gas power",
  "Gazprom Energy", "Engie Power|=engie", "Valda Energy", "Squeaky Clean Energy",
];

// biome-ignore format: word list
const WATER = [
  "Thames Water", "Anglian Water", "Severn Trent", "United Utilities", "Yorkshire Water", "Southern Water",
  "Wessex Water", "South West Water", "Northumbrian Water", "Welsh Water|dwr cymru", "Affinity Water",
  "South East Water", "SES Water", "Bristol Water", "Portsmouth Water", "Cambridge Water", "Scottish Water",
  "Castle Water", "Everflow", "Business Stream", "Water Plus", "Wave Utilities|=wave", "Clear Business Water",
  "Northern Ireland Water|ni water",
];

// biome-ignore format: word list
const TELECOMS = [
  "BT|bt group|bt com|bt business|british telecom|bt broadband|bt plc", "Vodafone",
  "EE|=ee|ee limited|ee mobile|ee t mobile", "O2|telefonica|o2 uk|o2 mobile",
  "Three|=three|three uk|three mobile|hutchison 3g", "Virgin Media|virgin media business|virgin mobile",
  "Sky Digital|sky uk|sky business|sky broadband|sky mobile|=sky|sky subscription", "Plusnet", "Zen Internet|=zen",
  "TalkTalk|talk talk", "giffgaff", "Tesco Mobile", "iD Mobile|id mobile", "VOXI", "Lebara", "Lycamobile", "SMARTY",
  "Hyperoptic", "Community Fibre", "Gigaclear", "Toob Broadband|=toob", "YouFibre", "KCOM", "RingCentral", "8x8",
  "Vonage", "Gamma Telecom", "Dialpad", "Aircall", "Sipgate", "Andrews and Arnold|andrews arnold",
  "Vodafone Business", "Colt Technology", "Truespeed", "Brsk Broadband|=brsk", "Lightspeed Broadband",
  "Hey Broadband", "Cuckoo Broadband|=cuckoo",
];

export const UTILITY_AND_TELECOM_RULES: BuiltinRule[] = [
  ...group("utilities", "is an energy supplier", 0.92, ENERGY),
  ...group("utilities", "is a water company", 0.93, WATER),
  ...keywords("utilities", "is a utility bill", 0.8, ["Electricity|electric bill|gas bill|water rates|energy bill"]),
  ...group("phone-internet", "is a telephone or broadband provider", 0.92, TELECOMS),
  ...keywords("phone-internet", "is a telephone or broadband bill", 0.8, [
    "Broadband|telecom|telecoms|mobile phone|phone bill|fibre broadband|leased line",
  ]),
];
