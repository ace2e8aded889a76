import { faqAnswerHtml } from '@/lib/faq/present';

describe('faqAnswerHtml', () => {
  it('renders a plain-text answer (the seed) escaped, in one paragraph, as before', () => {
    expect(faqAnswerHtml('Yes: a < b & c.')).toBe('<p>Yes: a &lt; b &amp; c.</p>');
  });

  it('keeps the blocks of an HTML answer and sanitizes it again', () => {
    expect(faqAnswerHtml('<p>One</p><ul><li>Two</li></ul>')).toBe('<p>One</p><ul><li>Two</li></ul>');
    expect(faqAnswerHtml('<p onclick="x()">Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(faqAnswerHtml('<strong>Bold</strong> start')).toBe('<p><strong>Bold</strong> start</p>');
  });
});
