import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

type Row = { id: string; date: string; amount: string };

const columns = [
  { id: 'date', header: 'Date', cell: (row: Row) => row.date, isRowHeader: true },
  { id: 'amount', header: 'Amount', cell: (row: Row) => row.amount, align: 'end' as const },
];
const rows: Row[] = [
  { id: 'a', date: '1 May', amount: '$10.00' },
  { id: 'b', date: '1 June', amount: '$20.00' },
];

function renderTable(data: Row[] = rows, hideCaption = false) {
  return render(
    <ResponsiveTable
      columns={columns}
      rows={data}
      getRowId={(row) => row.id}
      caption="Payments"
      hideCaption={hideCaption}
      emptyState="Nothing yet"
    />,
  );
}

describe('Table primitives', () => {
  it('render a captioned table with column headers scoped to columns', () => {
    render(
      <Table>
        <TableCaption>Invoices</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead align="end">Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>1 May</TableCell>
            <TableCell align="end">$1</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: '$1' })).toHaveClass('text-end');
  });
});

describe('ResponsiveTable', () => {
  it('renders the table for sm and wider, hidden below sm', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table.closest('.hidden')).toHaveClass('sm:block');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: '1 June' })).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('cell', { name: '$20.00' })).toHaveClass('text-end');
  });

  it('renders one card per row with header and value pairs, hidden from sm up', () => {
    renderTable();
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(list.closest('[data-slot="responsive-table-cards"]')).toHaveClass('sm:hidden');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1] as HTMLElement);
    expect(second.getAllByRole('term').map((term) => term.textContent)).toEqual(['Date', 'Amount']);
    expect(second.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1 June', '$20.00']);
  });

  it('can hide the caption visually while keeping it as the accessible name', () => {
    renderTable(rows, true);
    expect(screen.getByRole('table', { name: 'Payments' }).querySelector('caption')).toHaveClass('sr-only');
    expect(screen.getByText('Payments', { selector: 'p' })).toHaveClass('sr-only');
  });

  it('shows the empty state instead of a table when there are no rows', () => {
    renderTable([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Payments' })).getByText('Nothing yet')).toBeInTheDocument();
  });
});
