import { expect, test } from '@playwright/test';
import { ISLAND_PAGE_SCRIPT_BUDGET_BYTES } from '../../bench/budgets.mjs';
import { signInAs } from './fixtures';
import { firstLoadScripts, gzipBytes } from './script-bytes';

// A page with islands loads at most 80 KB of script (gzip, per file) on first load (docs/architecture.md §12).
// Measured for a member, who gets every island the page has and the header's bell; the sign-in pages for the visitor they are meant for.
const islandPages = [
  // The activity list hydrates its browser at once for visitors and members alike; both must hold.
  { name: 'activity list', url: '/activities', visitor: false },
  { name: 'activity list for a visitor', url: '/activities', visitor: true },
  { name: 'English activity list for a visitor', url: '/en/activities', visitor: true },
  { name: 'activity detail', url: '/activities/1', visitor: false },
  // A member with several dogs also gets the dog switcher, a plain form.
  { name: 'activity detail with the dog switcher', url: '/activities/1', visitor: false, member: 'ben@rudel.test' },
  { name: 'Heute', url: '/today', visitor: false },
  { name: 'Heute with the dog switcher', url: '/today', visitor: false, member: 'ben@rudel.test' },
  { name: 'training', url: '/training', visitor: false },
  { name: 'training with the dog switcher', url: '/training', visitor: false, member: 'ben@rudel.test' },
  // Field mode: the clicker and timer hydrate at once there, beside the session form.
  { name: 'field mode', url: '/training/field', visitor: false },
  { name: 'community feed', url: '/community', visitor: false },
  { name: 'Q&A', url: '/community/qa', visitor: false },
  { name: 'community search', url: '/community/search?q=Leine&type=post', visitor: false },
  { name: 'plan', url: '/premium', visitor: false },
  // The course editor, for the demo trainer: the only page that loads its code.
  { name: 'course editor', url: '/courses/new', visitor: false, member: 'julia@rudel.test' },
  // The owner of several dogs, co-owned ones among them.
  { name: 'profile', url: '/profile', visitor: false, member: 'ben@rudel.test' },
  // The inbox with its groups, and the settings table with push on this device.
  { name: 'notifications', url: '/notifications', visitor: false },
  { name: 'notification settings', url: '/settings/notifications', visitor: false },
  { name: 'login', url: '/login', visitor: true },
  { name: 'registration', url: '/register', visitor: true },
];

for (const { name, url, visitor, member = 'lena@rudel.test' } of islandPages) {
  test(`the ${name} page stays within the island-page script budget`, async ({ page }, testInfo) => {
    if (!visitor) {
      // Signed in as on the login page, so the header loads what a member's does (the bell).
      await signInAs(page, member);
    }
    const bytes = gzipBytes(await firstLoadScripts(page, url));
    testInfo.annotations.push({ type: 'script gzip bytes', description: String(bytes) });
    console.log(`${name} page: ${(bytes / 1024).toFixed(1)} KB of script (gzip, ${bytes} bytes)`);
    expect(bytes).toBeLessThanOrEqual(ISLAND_PAGE_SCRIPT_BUDGET_BYTES);
  });
}
