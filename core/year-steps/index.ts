export {
  NO_BANK_ACCOUNT_UPLOAD_TITLE,
  YEAR_STEP_IDS,
  type YearStep,
  type YearStepId,
  type YearSteps,
  type YearStepsInput,
  yearSteps,
} from "./year-steps";
