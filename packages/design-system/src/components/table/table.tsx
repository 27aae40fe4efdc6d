import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn';

export const tableCellVariants = cva('px-4 py-3 align-middle', {
  variants: {
    align: { start: 'text-start', center: 'text-center', end: 'text-end tabular-nums' },
  },
  defaultVariants: { align: 'start' },
});

/** A data table in a bordered card that scrolls sideways when it is wider than its container. */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto rounded-lg border bg-card shadow-card">
      <table data-slot="table" className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

/** The `<thead>` of a Table. */
export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />;
}

/** The `<tbody>` of a Table. */
export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

/** A `<tr>` with a divider and a hover tint. */
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr data-slot="table-row" className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />
  );
}

// The obsolete HTML `align` attribute is replaced by the logical `align` variant.
export type TableHeadProps = Omit<React.ComponentProps<'th'>, 'align'> & VariantProps<typeof tableCellVariants>;

/** A header cell; `scope="col"` unless told otherwise (`scope="row"` for a row header in the body). */
export function TableHead({ className, align, scope = 'col', ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        tableCellVariants({ align }),
        scope === 'col' ? 'h-10 py-2 text-xs font-semibold text-muted-foreground' : 'font-medium',
        'whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = Omit<React.ComponentProps<'td'>, 'align'> & VariantProps<typeof tableCellVariants>;

/** A data cell; `align="end"` for amounts so the digits line up. */
export function TableCell({ className, align, ...props }: TableCellProps) {
  return <td data-slot="table-cell" className={cn(tableCellVariants({ align }), className)} {...props} />;
}

/** The table's name, read by screen readers; pass `className="sr-only"` to hide it visually. */
export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('px-4 py-3 text-start text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** One column of a ResponsiveTable. */
export type ResponsiveTableColumn<Row> = {
  /** Stable key of the column. */
  id: string;
  /** Column header on desktop, and the term before each value on a phone card. */
  header: React.ReactNode;
  /** Renders this column's value for a row. */
  cell: (row: Row) => React.ReactNode;
  /** Text alignment on desktop; `end` for amounts. */
  align?: 'start' | 'center' | 'end';
  /** Render this column's cells as row headers (`<th scope="row">`), e.g. the date of a payment. */
  isRowHeader?: boolean;
};

export type ResponsiveTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The columns, in order. */
  columns: readonly ResponsiveTableColumn<Row>[];
  /** The data rows. */
  rows: readonly Row[];
  /** A stable id for each row, used as its React key. */
  getRowId: (row: Row) => string;
  /** Name of the table ("Billing history", 「請求履歴」); read by screen readers on every layout. */
  caption: React.ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already says it. */
  hideCaption?: boolean;
  /** Shown instead of the table when there are no rows ("No payments yet"). */
  emptyState: React.ReactNode;
  /** The row to draw the eye to (the bill a person came to pay): tinted, `data-highlighted`, on both layouts. */
  isRowHighlighted?: (row: Row) => boolean;
};

const HIGHLIGHTED = 'bg-status-amber-surface/60 outline-2 -outline-offset-2 outline-status-amber';

/**
 * A table on `sm` and wider, a list of cards (one definition list per row) on phones. Both are in
 * the DOM and the inactive one is `display: none`, so assistive technology only meets one.
 */
export function ResponsiveTable<Row>({
  className,
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  emptyState,
  isRowHighlighted,
  ...props
}: ResponsiveTableProps<Row>) {
  const captionId = React.useId();
  const captionClass = hideCaption ? 'sr-only' : 'text-sm font-medium text-foreground';

  if (rows.length === 0) {
    return (
      <div
        data-slot="responsive-table"
        data-empty=""
        role="group"
        aria-labelledby={captionId}
        className={cn('flex flex-col gap-3', className)}
        {...props}
      >
        <p id={captionId} className={captionClass}>
          {caption}
        </p>
        <div className="rounded-lg border border-dashed bg-card px-4 py-10 text-center text-sm text-muted-foreground">
          {emptyState}
        </div>
      </div>
    );
  }

  return (
    <div data-slot="responsive-table" className={cn('w-full', className)} {...props}>
      <div className="hidden sm:block">
        <Table>
          <TableCaption className={cn('caption-top', hideCaption ? 'sr-only' : 'pt-4 font-medium text-foreground')}>
            {caption}
          </TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column.id} align={column.align}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={getRowId(row)}
                data-highlighted={isRowHighlighted?.(row) || undefined}
                className={cn(isRowHighlighted?.(row) && HIGHLIGHTED)}
              >
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <TableHead key={column.id} scope="row" align={column.align}>
                      {column.cell(row)}
                    </TableHead>
                  ) : (
                    <TableCell key={column.id} align={column.align}>
                      {column.cell(row)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <div data-slot="responsive-table-cards" className="flex flex-col gap-3 sm:hidden">
        <p id={captionId} className={captionClass}>
          {caption}
        </p>
        <ul aria-labelledby={captionId} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li
              key={getRowId(row)}
              data-highlighted={isRowHighlighted?.(row) || undefined}
              className={cn('rounded-lg border bg-card p-4 shadow-card', isRowHighlighted?.(row) && HIGHLIGHTED)}
            >
              <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                {columns.map((column) => (
                  <div key={column.id} className="col-span-2 grid grid-cols-subgrid items-baseline">
                    <dt className="text-xs font-medium text-muted-foreground">{column.header}</dt>
                    <dd className="min-w-0 text-end break-words text-foreground">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
