import type { LaunchOptions } from '@playwright/test';

/** The system Chromium (browser downloads do not work here): CHROME_PATH, else /usr/bin/chromium. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
