// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EnquiryForm from '../../src/components/islands/EnquiryForm';
import { formFor } from '../support/forms';
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
  it('says plainly that online sending is not set up', () => {
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    expect(screen.getByText(/Online sending is not set up on this site yet/)).toBeTruthy();
  });

  it('never claims success and offers a mailto link with the message prefilled', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@engine.co.uk');
    await user.type(screen.getByLabelText('Subject'), 'Bookkeeping');
    await user.type(screen.getByLabelText('Message'), 'Two shops & a café');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.queryByText(/Message sent successfully/)).toBeNull();
    const alert = screen.getAllByRole('alert').find((el) => el.textContent?.includes('Nothing has been sent'));
    expect(alert).toBeTruthy();
    const mailto = within(alert as HTMLElement).getByRole('link', { name: /Email us your message/ });
    const url = new URL(mailto.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(contact.email);
    expect(url.searchParams.get('subject')).toBe('Message from the website');
    expect(url.searchParams.get('body')).toContain('Message: Two shops & a café');
    expect(
      within(alert as HTMLElement)
        .getByRole('link', { name: contact.phone })
        .getAttribute('href'),
    ).toBe(contact.phoneHref);
    // What the visitor typed is still there.
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});

describe('EnquiryForm validation (GOV.UK pattern)', () => {
  it('shows a summary that takes focus and links to each field, with inline errors and values kept', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm form={formFor('contact')} contact={contact} />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

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
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
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
    render(<EnquiryForm form={formFor('italian-quote', { words: 'it', service: 'uk-market-entry' })} defaultService="uk-market-entry" contact={contact} />);
    expect(screen.getByRole('button', { name: 'Richieda un preventivo gratuito' })).toBeTruthy();
    expect((screen.getByLabelText('Servizio') as HTMLSelectElement).value).toBe('uk-market-entry');
    expect(screen.getByLabelText('Nome e cognome').closest('form')?.getAttribute('lang')).toBe('it');
  });
});
