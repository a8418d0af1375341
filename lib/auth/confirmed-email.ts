/** The address just confirmed through its link: /auth fills the sign-in form with it (10 minutes, /auth only). */
export const CONFIRMED_EMAIL_COOKIE = "adcampaign-confirmed-email";
