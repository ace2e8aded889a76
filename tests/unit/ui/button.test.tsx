import { render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner, sets aria-busy and ignores clicks while loading', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no spinner nor aria-busy when idle', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('styles the danger variant with the negative colour', () => {
    render(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button')).toHaveClass('bg-negative', 'text-negative-foreground');
  });
});
