import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { FilterCheckbox, ListPageView, SearchFilter, SelectFilter } from '@/components/admin/list/list-page';
import { RowActions, useRowActions, type RowConfirmation } from '@/components/admin/list/row-actions';
import { ToastProvider } from '@/components/ui/toast';
import en from '@/messages/en.json';

// list-page.tsx also holds the server wrapper (ListPage); its server imports are not used here.
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(), getTranslations: jest.fn() }));
jest.mock('@/i18n/navigation', () => ({ getPathname: jest.fn() }));

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

describe('ListPageView', () => {
  it('shows the title, the description and the actions beside them', () => {
    render(
      <ListPageView title="Leads" description="Everyone who wrote" descriptionTestId="lead-count" actions={<button type="button">Export CSV</button>}>
        <p>rows</p>
      </ListPageView>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByTestId('lead-count')).toHaveTextContent('Everyone who wrote');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('renders the filters as a named GET search form with its fields, "clear" and "apply"', () => {
    render(
      <ListPageView
        title="Leads"
        description="d"
        filters={{
          label: 'Filter leads',
          gridClassName: 'sm:grid-cols-2',
          clearHref: '/en/admin/list-leads',
          clearLabel: 'Clear filters',
          applyLabel: 'Filter',
          fields: (
            <>
              <SearchFilter label="Search" value="ana" placeholder="Name or email" maxLength={200} />
              <SelectFilter
                label="Status"
                name="status"
                value="active"
                placeholder="All"
                options={[
                  { value: 'active', label: 'Active' },
                  { value: 'inactive', label: 'Inactive' },
                ]}
              />
              <SelectFilter label="Category" name="category" value={undefined} placeholder="All" options={[{ value: '3', label: 'News' }]} />
              <FilterCheckbox name="spam" label="Spam only" checked />
            </>
          ),
        }}
      >
        <p>rows</p>
      </ListPageView>,
    );
    const form = screen.getByRole('search', { name: 'Filter leads' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveClass('grid', 'sm:grid-cols-2');
    const search = within(form).getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('name', 'search');
    expect(search).toHaveValue('ana');
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('');
    const spam = within(form).getByRole('checkbox', { name: 'Spam only' });
    expect(spam).toBeChecked();
    expect(spam).toHaveAttribute('value', 'true');
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/admin/list-leads');
    expect(within(form).getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
  });

  it('gives the page a live toast region only when its rows report in toasts', () => {
    const { container, rerender } = render(
      <ListPageView title="Users" description="d">
        <p>rows</p>
      </ListPageView>,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBeNull();
    rerender(
      <ListPageView title="Users" description="d" dismissLabel="Close">
        <p>rows</p>
      </ListPageView>,
    );
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('rows')).toBeInTheDocument();
  });
});

type Kind = 'archive' | 'delete';

function ArticleRow({ act: action }: { act: (kind: Kind) => Promise<{ ok: boolean; message: string }> }) {
  const { pending, ask, close, run } = useRowActions<Kind>();
  const questions: Record<Kind, RowConfirmation> = {
    archive: { title: 'Archive “Hello”?', confirm: run(() => action('archive')) },
    delete: { title: 'Delete “Hello”?', description: 'This cannot be undone.', variant: 'danger', confirmLabel: 'Delete', confirm: run(() => action('delete')) },
  };
  return (
    <RowActions
      name="Hello"
      menu={[
        { key: 'archive', label: 'Archive', onSelect: () => ask('archive') },
        { key: 'delete', label: 'Delete', onSelect: () => ask('delete'), danger: true },
      ]}
      confirmation={pending ? questions[pending] : null}
      onClose={close}
      confirmLabel="Confirm"
      cancelLabel="Cancel"
    >
      <button type="button">Edit</button>
    </RowActions>
  );
}

type RowAction = (kind: Kind) => Promise<{ ok: boolean; message: string }>;

function renderRow(action: jest.Mock<ReturnType<RowAction>, Parameters<RowAction>> = jest.fn(async (kind: Kind) => ({ ok: true, message: `${kind} done` }))) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ToastProvider dismissLabel="Close">
        <ArticleRow act={action} />
      </ToastProvider>
    </NextIntlClientProvider>,
  );
  return action;
}

async function choose(item: string) {
  const trigger = screen.getByRole('button', { name: 'More actions: Hello' });
  await act(async () => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  });
}

beforeEach(() => refresh.mockReset());

describe('RowActions', () => {
  it('keeps the main actions visible and the rest behind "More", named after the row', () => {
    renderRow();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions: Hello' })).toHaveTextContent('More');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks first, with the default confirm label when the question names none; cancel runs nothing', async () => {
    const action = renderRow();
    await choose('Archive');
    const dialog = screen.getByRole('alertdialog', { name: 'Archive “Hello”?' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the confirmed action, reports it in a toast, refreshes the list and closes the question', async () => {
    const action = renderRow();
    await choose('Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Hello”?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(action).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('delete done')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reports a thrown action as "Action failed"', async () => {
    renderRow(
      jest.fn(async (kind: Kind) => {
        throw new Error(`network (${kind})`);
      }),
    );
    await choose('Archive');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(await screen.findByText(en.Errors.actionFailed)).toBeInTheDocument();
  });
});
