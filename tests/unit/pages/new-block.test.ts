import { blockMenuItems, newBlock, type EditorBlock } from '@/components/admin/pages/block-forms';
import { blockSchema, blockTypes } from '@/lib/pages/blocks';

// The page editor's new blocks (components/admin/pages/block-forms): each type starts with values the
// schema accepts once the person has typed the required texts, and the "add block" menu lists every type.

/** What a person types into a new block's blank fields: a path for links, an upload's URL for images, words elsewhere. */
function filled(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((entry) => filled(entry));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, k)]));
  if (value !== '') return value;
  if (key === 'href') return '/contact';
  if (key === 'image' || key === 'photo') return '/api/files/abc123';
  if (key === 'text' || key === 'html') return '<p>Words</p>';
  return 'Words';
}

const issuesOf = (block: EditorBlock) => {
  const result = blockSchema.safeParse(block);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('newBlock', () => {
  it.each(blockTypes)('gives a %s block that passes blockSchema once its blank fields are filled', (type) => {
    const block = newBlock(type);
    expect(block.type).toBe(type);
    expect(block.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    const filledBlock = filled(block) as EditorBlock;
    expect(issuesOf(filledBlock)).toEqual([]);
    // Filling changed only blank texts: the starting choices (style, icon, count, side…) were already valid.
    const parsed = blockSchema.parse(filledBlock);
    expect(parsed.type).toBe(type);
  });

  it('refuses a new block with required texts left blank, naming their fields', () => {
    expect(issuesOf(newBlock('hero'))).toEqual(['title: Pages.errors.fieldRequired']);
    expect(issuesOf(newBlock('features'))).toEqual(['items.0.title: Pages.errors.fieldRequired', 'items.0.text: Pages.errors.fieldRequired']);
    expect(issuesOf(newBlock('contact_form'))).toEqual([]);
  });

  it('gives every block its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newBlock('rich_text').id));
    expect(ids.size).toBe(50);
  });
});

describe('blockMenuItems', () => {
  it('lists every block type once, in blockTypes order, each with an icon', () => {
    expect(blockMenuItems.map((item) => item.type)).toEqual([...blockTypes]);
    for (const item of blockMenuItems) expect(item.icon).toBeTruthy();
  });
});
