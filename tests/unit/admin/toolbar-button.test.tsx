import { fireEvent, render, screen } from '@testing-library/react';
import { ToolbarButton } from '@/components/admin/compose/toolbar-button';

describe('the editor toolbar button', () => {
  it('leaves the focus where the writer was typing when clicked, and still acts', () => {
    const onClick = jest.fn();
    render(
      <>
        <div role="textbox" tabIndex={0} aria-label="Content" />
        <ToolbarButton label="Bulleted list" pressed={false} onClick={onClick}>
          •
        </ToolbarButton>
      </>,
    );
    const editor = screen.getByRole('textbox', { name: 'Content' });
    editor.focus();
    const button = screen.getByRole('button', { name: 'Bulleted list' });
    // The browser moves the focus on mousedown unless it is prevented: what is typed next must reach the editor.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(editor).toHaveFocus();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
