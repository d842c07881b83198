/**
 * Word lists the payee normaliser uses, kept apart from the algorithm so adding a bank's habit is a one-line change.
 * Written upper case as banks print them; the normaliser works in lower case, so each list is lower-cased once.
 */
const words = (list: readonly string[]) => new Set(list.map((w) => w.toLowerCase()));

/**
 * Transaction-type codes banks print beside the payee (Lloyds, Barclays, HSBC, NatWest, Santander exports). HSBC's
 * "BP" (bill payment) is left out on purpose: it is also a fuel brand, and a stable "bp acme" payee harms nothing.
 */
// biome-ignore format: word list
export const BANK_CODES = words([
  "DD", "DDR", "SO", "STO", "FPI", "FPO", "FP", "BGC", "BBP", "BCC", "TFR", "TRF", "VIS", "POS", "CHG", "DEB", "CR",
  "DR", "DPC", "OBP", "ATM", "CPT", "CHQ", "DEP", "BACS", "CHAPS", "PYMT", "PMT", "MPI", "MPO", "IBP",
]);

/** Phrases that introduce the payee; removed only at the start (longest first, repeatedly). */
// biome-ignore format: word list
export const HEAD_PHRASES: readonly string[][] = [
  "STANDING ORDER VIA FASTER PAYMENT TO", "BILL PAYMENT VIA FASTER PAYMENT TO", "RECEIVED MONEY FROM",
  "SENT MONEY TO", "DEBIT CARD", "DIRECT DEBIT PAYMENT TO", "FASTER PAYMENT RECEIVED FROM",
  "ONLINE BANKING PAYMENT TO", "OPEN BANKING PAYMENT TO", "INTERNATIONAL PAYMENT TO", "PAYMENT RECEIVED FROM",
  "MONEY RECEIVED FROM", "FASTER PAYMENTS RECEIPT", "FASTER PAYMENT RECEIVED", "FASTER PAYMENT TO",
  "FASTER PAYMENT FROM", "FASTER PAYMENTS", "FASTER PAYMENT", "DEBIT CARD PAYMENT", "CONTACTLESS PAYMENT",
  "CARD PAYMENT TO", "CARD PAYMENT", "CARD PURCHASE", "CARD TRANSACTION", "VISA PURCHASE", "VISA DEBIT",
  "DIRECT DEBIT TO", "DIRECT DEBIT", "DIRECT CREDIT FROM", "DIRECT CREDIT", "BILL PAYMENT TO", "BILL PAYMENT",
  "STANDING ORDER TO", "STANDING ORDER", "BANK GIRO CREDIT", "GIRO CREDIT", "BACS CREDIT", "BACS PAYMENT",
  "CHAPS PAYMENT TO", "INWARD PAYMENT", "OUTWARD PAYMENT", "ONLINE PAYMENT TO", "MOBILE PAYMENT TO",
  "OPEN BANKING PAYMENT", "CASH WITHDRAWAL AT", "PAYMENT TO", "PAYMENT FROM", "RECEIVED FROM", "MONEY SENT TO",
  "SENT TO", "APPLE PAY", "GOOGLE PAY", "CONTACTLESS", "TO", "FROM", "CREDIT", "PAYMENT",
]
  .map((p) => p.toLowerCase().split(" "))
  .sort((a, b) => b.length - a.length);

/** Phrases after which the payee starts, wherever they are: Wise's "Card transaction of 12.00 GBP issued by X". */
export const LEAD_PHRASES: readonly string[][] = [["issued", "by"]];

/** Words after which the rest of the segment is a reference, not the payee ("WITH" only before "REFERENCE"). */
// biome-ignore format: word list
export const CUT_MARKERS = words([
  "INV", "INVOICE", "ORDER", "WITH", "REF", "REFERENCE", "MANDATE", "RATE", "VIA", "FX", "EXCHANGE", "MEMO", "NOTE",
]);

/** Marker words that carry no meaning of their own in a reference ("INV" and "ORDER" do, and stay). */
// biome-ignore format: word list
export const REFERENCE_NOISE = words([
  "REF", "REFERENCE", "MANDATE", "RATE", "VIA", "FX", "EXCHANGE", "MEMO", "NOTE", "WITH", "NO",
]);

/** Card-network and payment noise dropped anywhere in the payee. */
// biome-ignore format: word list
export const NOISE_WORDS = words([
  "LTD", "LIMITED", "PLC", "LLP", "INC", "LLC", "GMBH", "SARL", "BV", "GB", "GBR", "GBP", "EUR", "USD", "WWW", "COM",
  "HTTP", "HTTPS", "VISA", "MASTERCARD", "MAESTRO", "APPLEPAY", "GPAY", "CONTACTLESS", "MR", "MRS", "MS", "MISS",
  "MSTR", "AMT", "PURCHASE", "ONLINE",
]);

/** Country codes and the like, dropped only at the end of the payee. */
// biome-ignore format: word list
export const TRAILING_NOISE = words([
  "UK", "CO", "IE", "IRL", "NLD", "NL", "LUX", "LU", "USA", "US", "DEU", "IRE", "CD",
]);

// biome-ignore format: word list
export const MONTHS = words([
  "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC", "JANUARY", "FEBRUARY",
  "MARCH", "APRIL", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER",
]);

/** Places card terminals print after the merchant; dropped from the end of the payee. */
// biome-ignore format: word list
export const PLACES = words([
  "LONDON", "MANCHESTER", "BIRMINGHAM", "LEEDS", "LIVERPOOL", "BRISTOL", "SHEFFIELD", "NEWCASTLE", "NOTTINGHAM",
  "LEICESTER", "COVENTRY", "BRADFORD", "CARDIFF", "SWANSEA", "NEWPORT", "EDINBURGH", "GLASGOW", "ABERDEEN", "DUNDEE",
  "INVERNESS", "BELFAST", "DERRY", "YORK", "HULL", "READING", "OXFORD", "CAMBRIDGE", "NORWICH", "IPSWICH", "EXETER",
  "PLYMOUTH", "SOUTHAMPTON", "PORTSMOUTH", "BRIGHTON", "CANTERBURY", "MAIDSTONE", "GUILDFORD", "WOKING", "CROYDON",
  "WATFORD", "LUTON", "SLOUGH", "SWINDON", "BATH", "GLOUCESTER", "CHELTENHAM", "WORCESTER", "HEREFORD", "STOKE",
  "DERBY", "LINCOLN", "PETERBOROUGH", "NORTHAMPTON", "BEDFORD", "CHELMSFORD", "COLCHESTER", "SOUTHEND", "BOLTON",
  "WIGAN", "PRESTON", "BLACKPOOL", "LANCASTER", "CARLISLE", "SUNDERLAND", "DURHAM", "MIDDLESBROUGH", "HARROGATE",
  "WAKEFIELD", "HUDDERSFIELD", "HALIFAX", "DONCASTER", "ROTHERHAM", "BARNSLEY", "STOCKPORT", "SALFORD", "WARRINGTON",
  "CHESTER", "WOLVERHAMPTON", "WALSALL", "SOLIHULL", "TELFORD", "SHREWSBURY", "BOURNEMOUTH", "POOLE", "TRURO",
  "TORQUAY", "TAUNTON", "BASINGSTOKE", "WINCHESTER", "STEVENAGE", "HEMEL", "HEMPSTEAD", "ALBANS", "KEYNES",
  "STRATFORD", "CAMDEN", "ISLINGTON", "HACKNEY", "WESTMINSTER", "KENSINGTON", "SOHO", "SHOREDITCH", "WIMBLEDON",
  "RICHMOND", "KINGSTON", "ENFIELD", "ILFORD", "ROMFORD", "HARROW", "WEMBLEY", "UXBRIDGE", "STIRLING", "PERTH",
  "FALKIRK", "PAISLEY", "WREXHAM", "BANGOR", "LLANDUDNO", "ASHFORD", "DARTFORD", "BROMLEY", "SUTTON", "EALING",
  "HOUNSLOW", "HEATHROW", "GATWICK", "STANSTED", "LONDO", "LONDN", "LDN", "MILTON", "GREENWICH", "BATTERSEA",
]);
