import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn } from './helpers';

test('the bell shows the seeded unread count; a type-1 message leads to shippingDetails', async ({
  page,
}) => {
  // The demo seed sends the supplier user one "Please submit ready dates" (type 1) message.
  await signIn(page, 'supplier', DEMO_PASSWORD);
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toContainText('1');

  await badge.getByRole('button').click();
  await page.getByText('Please submit ready dates').click();
  await expect(page.getByTestId('message-content')).toContainText('Please submit the ready dates');
  await screenshot(page, 'message-open-en');

  const navigated = page.waitForURL('**/reportForms/shippingDetails?confirmReadyDate=-1,3', {
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: 'Go there' }).click();
  await navigated;
  await expect(badge).not.toContainText('1');
});

test('the message dialog lists messages and marks them all read', async ({ page }) => {
  await signIn(page, 'scm', DEMO_PASSWORD);
  await page.getByTestId('unread-badge').getByRole('button').click();
  await page.getByRole('button', { name: 'View all' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row')).toHaveCount(3); // header + the two seeded messages
  await dialog.getByRole('button', { name: 'Mark all read' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark as read' }).first()).toBeDisabled();
  await expect(page.getByTestId('unread-badge').locator('.ant-badge-count')).toHaveCount(0);
});
