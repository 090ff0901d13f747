/** The account menu's element id, which its openers name in aria-controls (kept apart so the bottom bar does not load the menu). */
export const ACCOUNT_MENU_ID = 'account-menu';
