import { test as setup } from '@playwright/test';
import { adminStorageState, e2eAdmin } from './support/accounts';
import { logIn } from './support/session';

// Signs in once and stores the session for the journeys that start signed in (*.signed-in.spec.ts).
setup('sign in as the administrator', async ({ page }) => {
  await logIn(page, e2eAdmin);
  await page.context().storageState({ path: adminStorageState });
});
