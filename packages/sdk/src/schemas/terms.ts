// The product's figures its terms of service state, apart from `LIMITS`, which holds them too: the terms
// page needs these three, not the table (the bundler writes these constants into the page).
/** Digits of the sign-in, reset and onboarding codes. */
export const CODE_LENGTH = 6;
export const ANNUAL_DISCOUNT_PERCENT = 20;
export const FREE_TRIAL_DAYS = 7;
