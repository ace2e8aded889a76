import { textOfBlocks } from '@/lib/pages/block-text';

describe('textOfBlocks', () => {
  it('reads each block’s words in a fixed order, one paragraph per block, rich text without tags', () => {
    const blocks = [
      // Keys in JSONB order (not the order written): the text still reads eyebrow, title, text, links.
      { primary: { href: '/contact', label: 'Talk to us' }, text: 'ERP and support.', type: 'hero', title: 'Systems', eyebrow: 'Hello' },
      { type: 'rich_text', html: '<p>The <strong>quick</strong> fox &amp; friends.</p>' },
      { type: 'media_text', title: 'Side', text: '<p>Rich <em>side</em> text.</p>', image_alt: 'A desk' },
      { type: 'stats', items: [{ value: '99%', label: 'uptime' }] },
      { type: 'contact_form' },
    ];
    expect(textOfBlocks(blocks)).toBe('Hello\nSystems\nERP and support.\nTalk to us\n\nThe quick fox & friends.\n\nSide\nRich side text.\nA desk\n\n99%\nuptime');
  });

  it('keeps a plain text field’s angle brackets and ignores what is not a block', () => {
    expect(textOfBlocks([{ type: 'cta', title: 'a < b', button: { label: 'Go' } }, null, 'x', 3])).toBe('a < b\nGo');
    expect(textOfBlocks([])).toBe('');
  });
});
