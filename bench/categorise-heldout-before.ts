/**
 * The held-out evaluation as the categoriser scored it before it read the company's own facts and learned VAT
 * rates (measured once, [correct, total]): the "before" the accuracy bench prints beside today's figures.
 */
export const HELDOUT_BEFORE = {
  cold: [2022, 2488],
  warm: [1219, 1234],
  vatCold: [2093, 2488],
  vatWarm: [1075, 1234],
  byCategory: {
    "software-it": {
      cold: [232, 268],
      warm: [134, 134],
    },
    "bank-charges": {
      cold: [126, 138],
      warm: [69, 69],
    },
    "rent-rates": {
      cold: [138, 138],
      warm: [72, 72],
    },
    "professional-fees": {
      cold: [86, 115],
      warm: [57, 57],
    },
    "directors-salaries": {
      cold: [0, 168],
      warm: [84, 84],
    },
    sales: {
      cold: [245, 270],
      warm: [134, 134],
    },
    "phone-internet": {
      cold: [120, 120],
      warm: [60, 60],
    },
    insurance: {
      cold: [144, 156],
      warm: [78, 78],
    },
    salaries: {
      cold: [120, 132],
      warm: [66, 66],
    },
    "office-costs": {
      cold: [28, 28],
      warm: [14, 14],
    },
    pensions: {
      cold: [96, 96],
      warm: [48, 48],
    },
    "paye-ni": {
      cold: [108, 108],
      warm: [54, 54],
    },
    "share-capital": {
      cold: [8, 13],
      warm: [0, 0],
    },
    travel: {
      cold: [76, 76],
      warm: [37, 37],
    },
    "cost-of-sales": {
      cold: [126, 249],
      warm: [124, 124],
    },
    vat: {
      cold: [36, 36],
      warm: [16, 18],
    },
    dividends: {
      cold: [32, 32],
      warm: [13, 17],
    },
    "general-admin": {
      cold: [10, 11],
      warm: [5, 5],
    },
    equipment: {
      cold: [4, 9],
      warm: [0, 0],
    },
    entertainment: {
      cold: [7, 7],
      warm: [4, 4],
    },
    "directors-loan": {
      cold: [2, 7],
      warm: [3, 4],
    },
    subscriptions: {
      cold: [41, 53],
      warm: [24, 24],
    },
    "corporation-tax": {
      cold: [8, 8],
      warm: [2, 8],
    },
    motor: {
      cold: [64, 66],
      warm: [32, 32],
    },
    training: {
      cold: [5, 6],
      warm: [1, 2],
    },
    transfers: {
      cold: [4, 4],
      warm: [1, 1],
    },
    repairs: {
      cold: [2, 7],
      warm: [4, 4],
    },
    utilities: {
      cold: [72, 72],
      warm: [36, 36],
    },
    marketing: {
      cold: [54, 54],
      warm: [26, 26],
    },
    "interest-received": {
      cold: [15, 15],
      warm: [8, 8],
    },
    "staff-entertainment": {
      cold: [1, 2],
      warm: [1, 2],
    },
    loans: {
      cold: [12, 12],
      warm: [6, 6],
    },
    "interest-paid": {
      cold: [0, 12],
      warm: [6, 6],
    },
  },
} as const;
