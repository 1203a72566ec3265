import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type CellProps,
  type ColumnProps,
  composeRenderProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { useMessages } from '../messages';
import * as styles from './Table.css';

type Unstyled<P> = Omit<P, 'className'>;

/** A table shows rows of data with keyboard navigation by cell, optional sorting and row selection. */
export function Table(props: Unstyled<TableProps>) {
  return (
    <div className={styles.wrapper}>
      <AriaTable {...props} className={styles.table} />
    </div>
  );
}

/** The header row of a Table. */
export function TableHeader<T extends object>(props: Unstyled<TableHeaderProps<T>>) {
  return <AriaTableHeader {...props} />;
}

/** A column header; shows the sort direction when the column allows sorting. */
export function Column({ children, ...props }: Unstyled<ColumnProps>) {
  return (
    <AriaColumn {...props} className={styles.column}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <>
          {content}
          {allowsSorting && sortDirection ? (
            <span aria-hidden="true" className={styles.sortIndicator}>
              {sortDirection === 'ascending' ? '▲' : '▼'}
            </span>
          ) : null}
        </>
      ))}
    </AriaColumn>
  );
}

export interface TableBodyOwnProps<T extends object> extends Unstyled<TableBodyProps<T>> {
  /** Shown when there are no rows (default 'Nenhum item encontrado'). */
  emptyMessage?: ReactNode;
}

/** The rows of a Table, with an empty state. */
export function TableBody<T extends object>({ emptyMessage, ...props }: TableBodyOwnProps<T>) {
  const copy = useMessages().table;
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={
        props.renderEmptyState ?? (() => <div className={styles.empty}>{emptyMessage ?? copy.empty}</div>)
      }
    />
  );
}

/** One row of a Table. */
export function Row<T extends object>(props: Unstyled<RowProps<T>>) {
  return <AriaRow {...props} className={styles.row} />;
}

/** One cell of a Row. */
export function Cell(props: Unstyled<CellProps>) {
  return <AriaCell {...props} className={styles.cell} />;
}
