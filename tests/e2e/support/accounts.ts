// The accounts that the e2e server's seed creates (see playwright.config.ts's webServer env).

/** The administrator: ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server; the seed names it "Admin". */
export const e2eAdmin = { email: 'admin@vitrine.test', password: 'Admin-Passw0rd!', name: 'Admin' };

/** An `operational` user, created by `npm run user:create` in the webServer command. */
export const e2eOperational = { email: 'operational@vitrine.test', password: 'Operational-Passw0rd!' };

/** Where the setup project stores the admin's signed-in session. */
export const adminStorageState = 'playwright/.auth/admin.json';

/** An `operational` user whose password the recovery journey resets (created by `npm run user:create`). */
export const e2eRecovery = { email: 'recover@vitrine.test', password: 'Recover-Passw0rd!', newPassword: 'Recovered-Passw0rd2#' };

/** A user in status first-access (created with `--status first-access`), forced through the password screen. */
export const e2eFirstAccess = { email: 'first@vitrine.test', password: 'First-Access-Passw0rd1!', newPassword: 'My-Own-Passw0rd3$' };

/** An `operational` user whose password the profile journey changes (created by `npm run user:create`). */
export const e2eProfile = { email: 'profile@vitrine.test', password: 'Profile-Passw0rd1!', newPassword: 'Profile-Passw0rd2#' };

/** An `operational` user who turns two-factor sign-in on in the two-factor journey (used by no other journey). */
export const e2eTwoFactor = { email: 'twofactor@vitrine.test', password: 'Two-Factor-Passw0rd1!' };
