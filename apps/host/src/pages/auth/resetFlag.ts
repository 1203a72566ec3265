/** The query flag /reset-password adds when it sends the user to /signin after a new password. */
export const RESET_SUCCESS_PARAM = 'passwordReset';
