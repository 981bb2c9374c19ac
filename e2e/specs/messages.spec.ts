import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn } from './helpers';

test('the bell shows the seeded unread count; a type-1 message leads to shippingDetails', async ({
  page,
}) => {
  // The demo seed sends the supplier user one "Please submit ready dates" (type 1) message,
  // and since issue 17 its files' expiry and review notices too.
  await signIn(page, 'supplier', DEMO_PASSWORD);
  const badge = page.getByTestId('unread-badge');
  const unread = async () => Number(((await badge.textContent()) ?? '').replace(/\D/g, '') || 0);
  await expect.poll(unread).toBeGreaterThan(0);
  const before = await unread();

  await badge.getByRole('button').click();
  await page.getByText('Please submit ready dates').click();
  await expect(page.getByTestId('message-content')).toContainText('Please submit the ready dates');
  await screenshot(page, 'message-open-en');

  const navigated = page.waitForURL('**/reportForms/shippingDetails?confirmReadyDate=-1,3', {
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: 'Go there' }).click();
  await navigated;
  await expect.poll(unread).toBe(before - 1);
});

test('the message dialog lists messages and marks them all read', async ({ page }) => {
  await signIn(page, 'scm', DEMO_PASSWORD);
  await page.getByTestId('unread-badge').getByRole('button').click();
  await page.getByRole('button', { name: 'View all' }).click();
  const dialog = page.getByRole('dialog');
  // the demo's two container messages at least (issue 17 adds due-diligence notices)
  await expect(
    dialog.getByRole('row').filter({ hasText: 'Container changed' }).first(),
  ).toBeVisible();
  await expect(dialog.getByRole('row').nth(2)).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark all read' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark as read' }).first()).toBeDisabled();
  await expect(page.getByTestId('unread-badge').locator('.ant-badge-count')).toHaveCount(0);
});
