// The accounts that the e2e server's seed creates (see playwright.config.ts's webServer env).

/** The administrator: ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server; the seed names it "Admin". */
export const e2eAdmin = { email: 'admin@vitrine.test', password: 'Admin-Passw0rd!', name: 'Admin' };

/** An `operational` user, created by `npm run user:create` in the webServer command. */
export const e2eOperational = { email: 'operational@vitrine.test', password: 'Operational-Passw0rd!' };

/** Where the setup project stores the admin's signed-in session. */
export const adminStorageState = 'playwright/.auth/admin.json';
