import { describe, expect, it } from 'vitest';
import { cardHeight, cardWidth, socialCardSvg, wrapTitle } from '../../src/lib/social-card';
import { cardPathFor } from '../../src/lib/social-card-path';

describe('social cards', () => {
  it('wrap a title into lines of about the given length, never splitting a word', () => {
    expect(wrapTitle('Making Tax Digital for landlords with joint property', 20, 4)).toEqual(['Making Tax Digital', 'for landlords with', 'joint property']);
    expect(wrapTitle('Supercalifragilistic words', 10, 4)).toEqual(['Supercalifragilistic', 'words']);
  });

  it('end a title too long for its lines with an ellipsis, after no dangling punctuation', () => {
    expect(wrapTitle('Accounting & Bookkeeping & Payroll & Tax', 14, 2)).toEqual(['Accounting &', 'Bookkeeping…']);
  });

  it('are 1200 by 630 and carry the title as escaped text, whatever it contains', () => {
    const svg = socialCardSvg({ title: 'Tax <script> & "quotes"', siteName: 'Ponte Accounting', kicker: 'Blog' });
    expect(svg).toContain(`width="${cardWidth}" height="${cardHeight}"`);
    expect(svg).toContain('Tax &lt;script&gt; &amp; &quot;quotes&quot;');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('>ACCOUNTING<');
  });

  it('set the illustration beside the title, sized to its box', () => {
    const art = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" aria-hidden="true"><rect width="10" height="10"/></svg>';
    const svg = socialCardSvg({ title: 'About us', siteName: 'Ponte Accounting', kicker: 'Alloa', art });
    expect(svg).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 240" x="\d+" y="\d+" width="400" height="300">/);
  });

  it('live at one address per page, the Italian edition under og/it/', () => {
    expect(cardPathFor('/')).toBe('/og/home.png');
    expect(cardPathFor('/about/')).toBe('/og/about.png');
    expect(cardPathFor('/it/about')).toBe('/og/it/about.png');
    expect(cardPathFor('/it')).toBe('/og/it.png');
  });
});
