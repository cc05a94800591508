import { test, expect } from '@playwright/test';
import { interceptEmailService } from '../support/email-service';

/** Each service landing page's quote form preselects the page's own service and sends its own subject. */
const landings = [
  ['/services/virtual-assistant-bookkeeping', 'virtual-bookkeeping', 'Virtual Assistant Bookkeeping Inquiry'],
  ['/services/digital-bookkeeping', 'digital-bookkeeping', 'Digital Bookkeeping Services Inquiry'],
  ['/services/automated-bookkeeping', 'automated-bookkeeping', 'Automated Bookkeeping Inquiry'],
  ['/services/cloud-accounting', 'cloud-accounting', 'Cloud Accounting Services Inquiry'],
  ['/locations/accounting-services-scotland', 'accounting-scotland', 'Accounting Services Scotland Inquiry'],
] as const;

// npm test: the first page and the Scotland page (five services, a placeholder of its own); npm run test:full: each page.
for (const [i, [path, service, subject]] of landings.entries()) {
  test(`${path}: the quote form defaults to ${service} and sends "${subject}"`, i === 0 || i === landings.length - 1 ? {} : { tag: '@full' }, async ({ page }) => {
    const sent = await interceptEmailService(page, 200);
    await page.clock.install();
    await page.goto(path);
    const form = page.locator('form:has([id^="service-quote-"])');
    await expect(form.getByLabel('Service')).toHaveValue(service);
    // The choices a visitor has (the select's empty first option, which HTML asks of a required select, is hidden and disabled).
    await expect(form.getByLabel('Service').locator('option:not([disabled])')).toHaveCount(service === 'accounting-scotland' ? 5 : 4);
    await form.getByLabel('Full name').fill('Morag Stewart');
    await form.getByLabel('Email address').fill('morag@example-shop.co.uk');
    await page.clock.fastForward(5_000);
    await form.getByRole('button', { name: 'Get a free quote' }).click();
    await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
    expect(sent[0]?.params).toMatchObject({ service, subject, from_name: 'Morag Stewart' });
    await expect(form.getByLabel('Service')).toHaveValue(service);
  });
}
