/**
 * Number formats: amounts stay numbers (so people can add them up and check them), shown with a £ sign.
 * Negative amounts show with a minus sign; whole pounds for the statutory figures, pence where the source has them.
 */
export const WHOLE_POUNDS_FORMAT = '"£"#,##0;-"£"#,##0';
export const POUNDS_AND_PENCE_FORMAT = '"£"#,##0.00;-"£"#,##0.00';
export const PERCENT_FORMAT = '0.##"%"';
export const DATE_FORMAT = "dd/mm/yyyy";
export const CONFIDENCE_FORMAT = "0.000";
