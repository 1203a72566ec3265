// The product's figures its terms of service state, which `LIMITS` reads: the `@postify/sdk/terms` entry, so a
// page that states them loads no table (a bundler writes the constants into the page).
/** Digits of the sign-in, reset and onboarding codes. */
export const CODE_LENGTH = 6;
export const ANNUAL_DISCOUNT_PERCENT = 20;
export const FREE_TRIAL_DAYS = 7;
