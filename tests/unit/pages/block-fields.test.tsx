import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { BlockFields, newBlock, type EditorBlock } from '@/components/admin/pages/block-forms';
import { blockTypes } from '@/lib/pages/blocks';

// The block forms the page editor shows (components/admin/pages/block-forms), driven as the editor does:
// it holds the block, gets each change through onChange and passes the action's field errors back.

const f = en.PagesAdmin.fields;

function Editor({ initial, errors = {}, path = 'blocks.0', seen }: { initial: EditorBlock; errors?: Record<string, string>; path?: string; seen?: (b: EditorBlock) => void }) {
  const [block, setBlock] = useState(initial);
  return (
    <BlockFields
      block={block}
      errors={errors}
      path={path}
      onChange={(next) => {
        seen?.(next);
        setBlock(next);
      }}
    />
  );
}

const show = (node: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );

describe('BlockFields', () => {
  it.each(blockTypes)('draws the %s form: every control labelled, the advanced settings folded', (type) => {
    const { container } = show(<Editor initial={newBlock(type)} />);
    for (const control of container.querySelectorAll('input:not([type=file]), textarea, select, [role=textbox]')) {
      expect({ type, id: control.id, named: Boolean((control as HTMLElement).getAttribute('aria-labelledby') || container.querySelector(`label[for="${control.id}"]`)) }).toEqual({ type, id: control.id, named: true });
    }
    expect(screen.getByText(f.advanced).closest('details')).not.toHaveAttribute('open');
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("shows each field's error beside it, by the field's API path, linked with aria-invalid and aria-describedby", () => {
    const errors = { 'blocks.2.title': 'Fill in this field.', 'blocks.2.primary.href': 'Enter a site path.', 'blocks.3.title': 'Not this block.' };
    show(<Editor initial={newBlock('hero')} errors={errors} path="blocks.2" />);
    const title = screen.getByRole('textbox', { name: f.title });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)).toHaveTextContent('Fill in this field.');
    const primary = screen.getByRole('group', { name: f.primaryButton });
    const href = within(primary).getByRole('textbox', { name: f.linkHref });
    expect(href).toHaveAttribute('aria-invalid', 'true');
    expect(href.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Enter a site path.');
    expect(screen.queryByText('Not this block.')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: f.secondaryButton })).getByRole('textbox', { name: f.linkHref })).not.toHaveAttribute('aria-invalid');
  });

  it('edits a list: adds, moves and removes items with named buttons, focus following the moved item', () => {
    const seen: EditorBlock[] = [];
    show(<Editor initial={newBlock('stats')} seen={(b) => seen.push(b)} errors={{ 'blocks.0.items.1.value': 'Too long.' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: f.value }), { target: { value: '20+' } });
    fireEvent.click(screen.getByRole('button', { name: f.addStatItem }));
    const second = screen.getByRole('group', { name: 'Figure 2' });
    expect(within(second).getByRole('textbox', { name: f.value })).toHaveFocus();
    expect(within(second).getByRole('textbox', { name: f.value })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(second).getByRole('textbox', { name: f.value }), { target: { value: '98%' } });

    fireEvent.click(screen.getByRole('button', { name: 'Move Figure 1 down' }));
    expect(seen.at(-1)?.items).toEqual([
      { value: '98%', label: '' },
      { value: '20+', label: '' },
    ]);
    // The moved item is now the last: its "move up" button takes the focus.
    expect(screen.getByRole('button', { name: 'Move Figure 2 up' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Figure 1' }));
    expect(seen.at(-1)?.items).toEqual([{ value: '20+', label: '' }]);
    expect(screen.getByRole('button', { name: f.addStatItem })).toHaveFocus();
    // The last item stays: a list holds at least one.
    expect(screen.getByRole('button', { name: 'Remove Figure 1' })).toBeDisabled();
  });

  it('offers the fixed icons in a select, and keeps the block shown in one design at least', () => {
    const seen: EditorBlock[] = [];
    show(<Editor initial={newBlock('features')} seen={(b) => seen.push(b)} />);
    const icon = screen.getByRole('combobox', { name: f.icon });
    expect(within(icon).getAllByRole('option').map((o) => o.textContent)).toContain(f.icons.cloud);
    fireEvent.change(icon, { target: { value: 'cloud' } });
    expect((seen.at(-1)?.items as { icon: string }[])[0].icon).toBe('cloud');

    fireEvent.click(screen.getByText(f.advanced));
    const v1 = screen.getByRole('checkbox', { name: f.design.v1 });
    const v2 = screen.getByRole('checkbox', { name: f.design.v2 });
    expect(v1).toBeChecked();
    fireEvent.click(v1);
    expect(seen.at(-1)?.designs).toEqual(['v2']);
    expect(v2).toBeDisabled();
    fireEvent.click(v1);
    expect(seen.at(-1)?.designs).toBeUndefined();
  });

  it("uploads an image through the back office's upload and writes its URL into the block", async () => {
    const originalFetch = global.fetch;
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 201, json: async () => ({ data: { url: '/api/files/logo1', width: 1, height: 1 } }) } as Response);
    try {
      const seen: EditorBlock[] = [];
      show(<Editor initial={newBlock('logos')} seen={(b) => seen.push(b)} />);
      await act(async () => {
        fireEvent.change(screen.getByLabelText(f.imageUpload), { target: { files: [new File([new Uint8Array([1])], 'a.png', { type: 'image/png' })] } });
      });
      expect((seen.at(-1)?.items as { image: string }[])[0].image).toBe('/api/files/logo1');
      expect(screen.getByRole('textbox', { name: f.imageUrl })).toHaveValue('/api/files/logo1');
    } finally {
      global.fetch = originalFetch;
    }
  });
});
