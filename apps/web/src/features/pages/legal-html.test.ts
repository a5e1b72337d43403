// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './legal-html';

describe('withoutRepeatedTitle', () => {
  it('drops an opening heading that repeats the title, whatever its case, level and spaces', () => {
    expect(withoutRepeatedTitle('<h2>Terms of Use</h2>\n<p>These terms apply.</p>', 'Terms of Use')).toBe(
      '<p>These terms apply.</p>',
    );
    expect(
      withoutRepeatedTitle('\n<!-- v2 --><h1> PRIVACY\n  policy </h1><p>We keep little.</p>', 'Privacy Policy'),
    ).toBe('<!-- v2 --><p>We keep little.</p>');
  });

  it("keeps the merchant's own opening heading, and a title heading that does not open the text", () => {
    const faq = '<h2>Frequently Asked Questions</h2><p>What are U-COINs?</p>';
    expect(withoutRepeatedTitle(faq, 'FAQ')).toBe(faq);
    const later = '<p>Intro.</p><h2>Terms of Use</h2>';
    expect(withoutRepeatedTitle(later, 'Terms of Use')).toBe(later);
    const longer = '<h2>Terms of Use for Riders</h2><p>x</p>';
    expect(withoutRepeatedTitle(longer, 'Terms of Use')).toBe(longer);
    expect(withoutRepeatedTitle('<p><strong>Terms of Use</strong></p>', 'Terms of Use')).toBe(
      '<p><strong>Terms of Use</strong></p>',
    );
    expect(withoutRepeatedTitle('', 'Terms of Use')).toBe('');
  });
});
