import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiLogin, DEMO_CUSTOMER, useSessionInBrowser } from './support/api';

test.describe('home page', () => {
  test('hero: headline, Book pickup to /login for visitors and How it works to /about', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Fresh, clean clothes/ });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Fresh, clean clothes without leaving home');
    await expect(hero.getByRole('link', { name: 'Book pickup' })).toHaveAttribute('href', '/login');
    await hero.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('Book pickup goes to /orders for a signed-in customer', async ({ page, request }) => {
    await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    await page.goto('/');
    await page.getByRole('link', { name: 'Book pickup' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('the hero slideshow has 5 images and shows the next one every 4 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slides = page.locator('.hero__slides img');
    await expect(slides).toHaveCount(5);
    const shown = page.locator('.hero__slides img:not([aria-hidden="true"])');
    await expect(shown).toHaveCount(1);
    // Stop the page's clock, then restart the slideshow so its 4-second timer starts now.
    await page.clock.pauseAt(new Date(Date.now() + 60 * 60 * 1000));
    const toggle = page.getByRole('button', { name: 'Pause slideshow' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const alts: string[] = [(await shown.getAttribute('alt')) ?? ''];
    for (let i = 0; i < 5; i += 1) {
      await page.clock.runFor(3_900);
      expect(await shown.getAttribute('alt')).toBe(alts[alts.length - 1]);
      await page.clock.runFor(100);
      await expect(shown).not.toHaveAttribute('alt', alts[alts.length - 1]!);
      alts.push((await shown.getAttribute('alt')) ?? '');
    }
    // Five steps go round all five images and back to the first.
    expect(new Set(alts.slice(0, 5)).size).toBe(5);
    expect(alts[5]).toBe(alts[0]);

    // The pause button stops it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const paused = await shown.getAttribute('alt');
    await page.clock.runFor(12_000);
    expect(await shown.getAttribute('alt')).toBe(paused);
  });

  test('stats strip, 6 service cards to /orders, Regular vs Express, expert services, 4 steps and 4 reviews', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Sri Lakshmi Laundry in numbers' });
    for (const text of ['100+', 'orders delivered', '4.8', 'average rating', '24h', 'turnaround', '100%', 'fabric-safe care']) {
      await expect(stats).toContainText(text);
    }

    const services = page.getByRole('region', { name: 'Everything your wardrobe and home need' });
    const cards = services.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\w/);
      await expect(card.getByRole('link', { name: /^Book now/ })).toHaveAttribute('href', '/orders');
    }
    await expect(services.getByRole('link', { name: /^View all/ })).toHaveAttribute('href', '/orders');

    const delivery = page.getByRole('region', { name: 'Pick the speed that suits you' });
    await expect(delivery.getByRole('article', { name: 'Regular' })).toContainText('Free pickup and delivery');
    await expect(delivery.getByRole('article', { name: 'Regular' })).toContainText('Laundry back in 24 hours');
    await expect(delivery.getByRole('article', { name: 'Regular' })).toContainText('Dry cleaning in 72 hours');
    await expect(delivery.getByRole('article', { name: 'Regular' })).toContainText('Shoe cleaning in 3–5 days');
    await expect(delivery.getByRole('article', { name: 'Express' })).toContainText('1.5x the regular price');
    await expect(delivery.getByRole('article', { name: 'Express' })).toContainText('Same-day or next-day delivery');
    await expect(delivery.getByRole('article', { name: 'Express' })).toContainText('select areas only');

    await expect(page.getByRole('region', { name: 'Specialists for the clothes you love most' }).getByRole('listitem')).toHaveCount(8);

    const steps = page.getByRole('region', { name: 'Clean clothes in 4 easy steps' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Schedule pickup', 'We collect', 'We clean', 'We deliver']);

    const reviews = page.getByRole('region', { name: 'What our customers say' }).getByRole('listitem');
    await expect(reviews).toHaveCount(4);
    for (const review of await reviews.all()) {
      await expect(review.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveText(/^★+☆*$/);
      await expect(review.locator('blockquote')).not.toBeEmpty();
      await expect(review.locator('strong')).not.toBeEmpty();
    }
  });
});

test.describe('home page FAQ', () => {
  function faq(page: Page) {
    return page.getByRole('region', { name: 'Frequently asked questions' });
  }

  test('20 questions that open and close by click and by keyboard', async ({ page }) => {
    await page.goto('/');
    const questions = faq(page).getByRole('button');
    await expect(questions).toHaveCount(20);

    const hours = faq(page).getByRole('button', { name: 'What are your working hours?' });
    const minimum = faq(page).getByRole('button', { name: 'Is there a minimum order?' });
    await expect(minimum).toHaveAttribute('aria-expanded', 'false');
    await expect(faq(page).getByText('there is no minimum order and pickup is still free')).toBeHidden();
    await minimum.click();
    await expect(minimum).toHaveAttribute('aria-expanded', 'true');
    await expect(faq(page).getByText('there is no minimum order and pickup is still free')).toBeVisible();
    await minimum.click();
    await expect(minimum).toHaveAttribute('aria-expanded', 'false');
    await expect(faq(page).getByText('there is no minimum order and pickup is still free')).toBeHidden();

    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await hours.focus();
    await page.keyboard.press('Enter');
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await expect(faq(page).getByText('Pickups and deliveries run 7:00 AM – 10:00 PM, every day.')).toBeVisible();
  });

  test('the live search matches questions and answers, ignores case and highlights the match', async ({ page }) => {
    await page.goto('/');
    const search = faq(page).getByRole('searchbox', { name: 'Search the FAQ' });

    // Only in an answer: the entry is shown with its answer open and the match marked.
    await search.fill('uPi');
    const questions = faq(page).getByRole('button');
    await expect(questions).toHaveCount(1);
    await expect(questions).toHaveText('Which payment methods do you accept?');
    await expect(questions).toHaveAttribute('aria-expanded', 'true');
    await expect(faq(page).locator('mark')).toHaveText(['UPI', 'UPI']);

    // In a question and, for another entry, only in the answer (which opens to show it).
    await search.fill('EXPRESS');
    await expect(questions).toHaveText(['Which areas of Kakinada do you cover?', 'What is Express service and what does it cost?']);
    await expect(faq(page).locator('.faq__question mark')).toHaveText(['Express']);
    const areas = faq(page).getByRole('button', { name: 'Which areas of Kakinada do you cover?' });
    await expect(areas).toHaveAttribute('aria-expanded', 'true');
    await expect(
      faq(page)
        .getByText(/Express delivery is available in select areas only/)
        .locator('mark'),
    ).toHaveText('Express');

    await search.fill('helicopter');
    await expect(questions).toHaveCount(0);
    await expect(faq(page).getByText('No results found.')).toBeVisible();

    await search.fill('');
    await expect(questions).toHaveCount(20);
    await expect(faq(page).getByText('No results found.')).toHaveCount(0);
    await expect(faq(page).locator('mark')).toHaveCount(0);
  });
});

test.describe('about page', () => {
  test('intro with call, WhatsApp and maps links, fast delivery, how it works and the referral banner', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Sri Lakshmi Laundry');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Call +91 98480 12345' })).toHaveAttribute('href', 'tel:+919848012345');
    await expect(main.getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919848012345/);
    await expect(main.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Sri%20Lakshmi%20Laundry%2C.*Kakinada/,
    );

    const delivery = page.getByRole('region', { name: 'Fast delivery, on your schedule' });
    await expect(delivery).toContainText('Standard turnaround');
    await expect(delivery).toContainText('24–48 hours');
    await expect(delivery).toContainText('Pickup windows');
    await expect(delivery).toContainText('7:00 AM – 10:00 PM');

    await expect(page.getByRole('region', { name: 'From your door and back in four steps' }).getByRole('listitem')).toHaveCount(4);

    const referral = page.getByRole('region', { name: 'Refer a friend, get 10% off' });
    await expect(referral).toContainText('10% off your next order');
    await expect(referral).toContainText('no minimum order');
    const share = referral.getByRole('link', { name: /^Refer a friend on WhatsApp/ });
    await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain('mention my name');
  });
});

test.describe('contact page', () => {
  test('shows phone, e-mail, address, a chat link and a map link', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+91 98480 12345' })).toHaveAttribute('href', 'tel:+919848012345');
    await expect(main.getByRole('link', { name: 'care@srilakshmilaundry.in' })).toHaveAttribute('href', 'mailto:care@srilakshmilaundry.in');
    await expect(main.locator('address')).toContainText('D.No. 8-15-12, Main Road, Suryaraopeta');
    await expect(main.locator('address')).toContainText('Kakinada, Andhra Pradesh 533001');
    await expect(main.getByRole('link', { name: /^Chat with us on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919848012345/);
    await expect(main.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps\/search/);
    // The map is a local picture, not a frame from another site.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(main.getByRole('img', { name: /^Map of/ })).toHaveAttribute('src', /^\/images\//);
  });

  test('validates name, e-mail and message next to each field, then sends the message and alerts', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = form.getByLabel('Name');
    const email = form.getByLabel('E-mail');
    const message = form.getByLabel('Message');
    const send = form.getByRole('button', { name: 'Send message' });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });

    await send.click();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
    await expect(message).toHaveAccessibleDescription('Please enter a message.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    expect(dialogs).toEqual([]);

    await name.fill('Sravani');
    await email.fill('sravani@example');
    await message.fill('Do you clean carpets on Sundays?');
    await send.click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await expect(email).toBeFocused();
    expect(dialogs).toEqual([]);

    // The message is posted once, as a support ticket (docs/decisions/0038).
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' || r.url().startsWith(API_URL)) requests.push(`${r.method()} ${r.url()}`);
    });
    await email.fill('sravani@example.in');
    await send.click();
    await expect.poll(() => dialogs).toEqual(['Message sent! We will get back to you soon.']);
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    expect(requests).toEqual([`POST ${API_URL}/api/tickets/contact`]);
  });
});
