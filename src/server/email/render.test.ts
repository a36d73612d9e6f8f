import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';

describe('renderEmail', () => {
  it('escapes member text in the HTML part and keeps it verbatim in the text part', () => {
    const { html, text } = renderEmail({ locale: 'de', heading: 'Hallo', paragraphs: ['<script>alert(1)</script>'] });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(text).toContain('<script>alert(1)</script>');
    expect(html).toContain('lang="de"');
  });

  it('renders the action as a link in both parts', () => {
    const { html, text } = renderEmail({ locale: 'en', heading: 'Hi', paragraphs: [], action: { label: 'Open', url: 'https://rudel.example/x?a=1&b=2' } });
    expect(html).toContain('href="https://rudel.example/x?a=1&#38;b=2"');
    expect(text).toContain('Open: https://rudel.example/x?a=1&b=2');
  });
});
