// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EnquiryForm from '../../src/components/islands/EnquiryForm';
import { formFor } from '../support/forms';
import { countText, fieldIds, shownLabel } from '../../src/lib/form-logic';
import { fill } from '../../src/lib/fill';
import { contact as firmContact, phoneHref } from '../../src/config/contact';

/*
 * The island as a visitor meets it on a fresh clone: no EmailJS ids are configured (the stub of
 * astro:env reads an empty environment), so it must never claim to have sent anything.
 */
// jsdom does not lay out pages, so it has no scrollIntoView; browsers do.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const contact = { email: firmContact.email, phone: firmContact.phone, phoneHref };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('EnquiryForm without email ids configured', () => {
  it('is an email-app form, and no form says that something is not set up', () => {
    for (const id of ['contact', 'service-quote', 'newsletter', 'promo-booking', 'restaurant-consultation'] as const) {
      for (const page of ['en', 'it'] as const) {
        render(<EnquiryForm form={formFor(id, { page })} contact={contact} />);
        const text = document.body.textContent ?? '';
        expect(text, `${id} (${page})`).not.toMatch(/not set up|not configured|non è ancora attivo|non è attivo/i);
        cleanup();
      }
    }
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    expect(screen.getByRole('button', { name: 'Email us this message' })).toBeTruthy();
    expect(screen.getByText(/opens your email app with everything filled in/)).toBeTruthy();
  });

  it('opens the email app with the message filled in, never claims success, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    // The browser's own navigation to the mailto: link is the boundary (jsdom cannot open an email app).
    const open = vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@engine.co.uk');
    await user.type(screen.getByLabelText('Subject'), 'Bookkeeping');
    await user.type(screen.getByLabelText('Message'), 'Two shops & a café');
    await user.click(screen.getByRole('button', { name: 'Email us this message' }));

    expect(screen.queryByText(/Message sent successfully/)).toBeNull();
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0] ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(contact.email);
    expect(url.searchParams.get('subject')).toBe('Message from the website');
    expect(url.searchParams.get('body')).toContain('Message: Two shops & a café');
    // The same link stays on the page, with the phone, should no email app open.
    const status = screen.getAllByRole('status').find((el) => el.textContent?.includes('Your email app should now be open'));
    expect(status).toBeTruthy();
    expect(
      within(status as HTMLElement)
        .getByRole('link', { name: /Email us your message/ })
        .getAttribute('href'),
    ).toBe(opened[0]);
    expect(
      within(status as HTMLElement)
        .getByRole('link', { name: contact.phone })
        .getAttribute('href'),
    ).toBe(contact.phoneHref);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace');
    open.mockRestore();
  });
});

describe('EnquiryForm validation (GOV.UK pattern)', () => {
  it('shows a summary that takes focus and links to each field, with inline errors and values kept', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email us this message' }));

    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex="-1"]');
    expect(document.activeElement).toBe(summary);
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#contact-user-name', '#contact-user-email', '#contact-subject', '#contact-message']);

    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('not-an-email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toMatch(/^Error: Enter an email address in the correct format/);

    await user.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(email);
  });

  it('does nothing at all when an empty newsletter is submitted', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm form={formFor('newsletter')} contact={contact} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe by email' }));
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(screen.queryByText(/Nothing has been sent/)).toBeNull();
  });

  it('restores a draft from sessionStorage after a reload', () => {
    sessionStorage.setItem('draft:contact:/', JSON.stringify({ user_name: 'Ada', message: 'Half-written' }));
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Half-written');
  });

  it('renders the Italian form in Italian', () => {
    render(<EnquiryForm form={formFor('italian-quote', { words: 'it', service: 'uk-market-entry', configured: true })} defaultService="uk-market-entry" contact={contact} />);
    expect(screen.getByRole('button', { name: 'Richieda un preventivo' })).toBeTruthy();
    expect((screen.getByLabelText('Servizio') as HTMLSelectElement).value).toBe('uk-market-entry');
    expect(screen.getByLabelText('Nome e cognome').closest('form')?.getAttribute('lang')).toBe('it');
  });
});

describe('EnquiryForm counts characters as a visitor does (issue 37)', () => {
  it.each(['en', 'it'] as const)('%s: 4,500 emoji leave 500 characters, and the check agrees; 5,001 are one too many', (page) => {
    const def = formFor('contact', { page });
    const field = def.fields.find((f) => f.name === 'message')!;
    render(<EnquiryForm form={def} contact={contact} />);
    const message = screen.getByLabelText(shownLabel(field, def.text)) as HTMLTextAreaElement;
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const tooLong = fill(def.text.tooLong, { label: field.label, max: field.maxLength.toLocaleString(def.lang) });

    fireEvent.change(message, { target: { value: '👍🏽'.repeat(field.maxLength - 500) } });
    expect(screen.getByText(countText(def.text.charactersLeft!, 500, def.lang))).toBeTruthy();
    fireEvent.submit(message.closest('form')!);
    expect(document.getElementById(fieldIds(def.id, 'message').error)).toBeNull();

    fireEvent.change(message, { target: { value: '😀'.repeat(field.maxLength + 1) } });
    expect(screen.getByText(countText(def.text.charactersOver!, 1, def.lang))).toBeTruthy();
    fireEvent.submit(message.closest('form')!);
    expect(document.getElementById(fieldIds(def.id, 'message').error)?.textContent).toBe(`${def.text.errorPrefix} ${tooLong}`);
    open.mockRestore();
  });
});
