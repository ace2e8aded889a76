import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, Pagination, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';

type Person = { id: number; name: string; visits: number };

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'visits', header: 'Visits', cell: (row) => row.visits },
];

const labels = { navigation: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page 2' };

describe('DataTable', () => {
  it('renders a header and one row per item', () => {
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={[
          { id: 1, name: 'Ana', visits: 0 },
          { id: 2, name: 'Bruno', visits: 3 },
        ]}
        getRowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Visits']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((td) => td.textContent))).toEqual([
      ['Ana', '0'],
      ['Bruno', '3'],
    ]);
  });

  it('shows the empty state instead of the table when there are no rows', () => {
    render(
      <DataTable
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyState={<EmptyState title="No people yet" description="Add the first one." action={<button type="button">Add</button>} />}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No people yet' })).toBeInTheDocument();
    expect(screen.getByText('Add the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('renders links when hrefs are given', () => {
    render(<Pagination page={2} hasPrevious hasNext previousHref="?page=1" nextHref="?page=3" labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=3');
    expect(within(nav).getByText('Page 2')).toBeInTheDocument();
  });

  it('disables the direction that has no page', () => {
    render(<Pagination page={1} hasPrevious={false} hasNext previousHref="?page=0" nextHref="?page=2" labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
  });

  it('calls the handlers when no hrefs are given', () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    render(
      <Pagination page={3} hasPrevious hasNext={false} onPrevious={onPrevious} onNext={onNext} labels={{ ...labels, page: undefined }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
