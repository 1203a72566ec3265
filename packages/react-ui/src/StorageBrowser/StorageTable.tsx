import { formatDate, formatDateTime } from '@postify/sdk/format';
import type { SortDescriptor } from 'react-aria-components';
import { Button } from '../Button/Button';
import { formatMessage } from '../i18n/format';
import { Menu, MenuItem } from '../Menu/Menu';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import { StorageIcon, type StorageIconName } from './StorageIcon';
import { StorageThumbnail } from './StorageThumbnail';
import { type StorageSort, type StorageSortColumn, sortStorageItems, storageSortColumns } from './sortItems';
import type { StorageFile, StorageItem } from './types';

export interface StorageTableProps {
  items: readonly StorageItem[];
  /** The accessible name of the table, e.g. 'Conteúdo de Campanhas'. */
  label: string;
  sort: StorageSort;
  onSortChange: (sort: StorageSort) => void;
  isLoading?: boolean;
  emptyMessage: string;
  onOpenFolder: (item: Extract<StorageItem, { kind: 'folder' }>) => void;
  onDownload: (file: StorageFile) => void;
  onRename: (item: StorageItem) => void;
  onDelete: (item: StorageItem) => void;
  showThumbnails?: boolean;
  /** IANA zone for 'Criado em'; the browser's zone when absent. */
  timeZone?: string;
  messages: StorageBrowserMessages;
}

function isSortColumn(value: unknown): value is StorageSortColumn {
  return storageSortColumns.some((column) => column === value);
}

/**
 * The folder's rows with Nome, Tipo, Criado em, Tags (not supported) and Ações. Arrow keys move between
 * cells and into the action buttons; Enter on a folder row opens it.
 */
export function StorageTable({
  items,
  label,
  sort,
  onSortChange,
  isLoading,
  emptyMessage,
  showThumbnails,
  timeZone,
  messages: copy,
  ...itemActions
}: StorageTableProps) {
  const { onOpenFolder } = itemActions;
  const rows = sortStorageItems(items, sort);
  const zone = timeZone ? { timeZone } : {};
  const descriptor: SortDescriptor = { column: sort.column, direction: sort.direction };
  return (
    <Table
      aria-label={label}
      sortDescriptor={descriptor}
      onSortChange={(next) => {
        if (isSortColumn(next.column)) onSortChange({ column: next.column, direction: next.direction });
      }}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          {copy.columnName}
        </Column>
        <Column id="type" allowsSorting>
          {copy.columnType}
        </Column>
        <Column id="createdAt" allowsSorting>
          {copy.columnCreatedAt}
        </Column>
        <Column id="tags">{copy.columnTags}</Column>
        <Column id="actions">{copy.columnActions}</Column>
      </TableHeader>
      <TableBody items={rows} emptyMessage={isLoading ? copy.loading : emptyMessage}>
        {(item) => (
          <Row
            id={`${item.kind}:${item.id}`}
            textValue={item.name}
            onAction={item.kind === 'folder' ? () => onOpenFolder(item) : undefined}
          >
            <Cell>
              <span className={styles.nameCell}>
                <StorageThumbnail item={item} showThumbnails={showThumbnails} />
                <span className={styles.nameText}>{item.name}</span>
                {item.kind === 'folder' && item.folder.needsPassword ? (
                  <span className={styles.lockMark}>
                    <StorageIcon name="lock" size={16} />
                    <span className={styles.srOnly}>{copy.protected}</span>
                  </span>
                ) : null}
              </span>
            </Cell>
            <Cell>{item.kind === 'folder' ? copy.typeFolder : copy.typeFile}</Cell>
            <Cell>
              <time
                dateTime={item.createdAt}
                title={formatDateTime(item.createdAt, zone)}
                className={styles.nowrap}
              >
                {formatDate(item.createdAt, zone)}
              </time>
            </Cell>
            <Cell>
              <span className={styles.muted} aria-disabled="true">
                <span aria-hidden="true">—</span>
                <span className={styles.srOnly}>{copy.tagsUnsupported}</span>
              </span>
            </Cell>
            <Cell>
              <RowActions item={item} messages={copy} {...itemActions} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

type RowActionsProps = Pick<
  StorageTableProps,
  'messages' | 'onOpenFolder' | 'onDownload' | 'onRename' | 'onDelete'
> & { item: StorageItem };

function RowActions({ item, messages: copy, onOpenFolder, onDownload, onRename, onDelete }: RowActionsProps) {
  const name = { name: item.name };
  return (
    <span className={styles.actions}>
      {item.kind === 'file' ? (
        <IconAction
          icon="download"
          label={formatMessage(copy.download, name)}
          onPress={() => onDownload(item.file)}
        />
      ) : null}
      <IconAction icon="rename" label={formatMessage(copy.rename, name)} onPress={() => onRename(item)} />
      <IconAction icon="trash" label={formatMessage(copy.remove, name)} onPress={() => onDelete(item)} />
      {/* Each row's trigger names its item ('Mais ações para {name}'). */}
      <Menu aria-label={formatMessage(copy.more, name)}>
        {item.kind === 'folder' ? (
          <MenuItem id="open" onAction={() => onOpenFolder(item)}>
            {copy.openFolder}
          </MenuItem>
        ) : (
          <MenuItem id="open" href={item.file.fileUrl} target="_blank" rel="noopener noreferrer">
            {copy.openFile}
          </MenuItem>
        )}
      </Menu>
    </span>
  );
}

/** A row's action shown as its icon alone; the label names the item ('Renomear {name}'). */
function IconAction({ icon, label, onPress }: { icon: StorageIconName; label: string; onPress: () => void }) {
  return (
    <Button variant="ghost" size="sm" iconOnly aria-label={label} onPress={onPress}>
      <StorageIcon name={icon} />
    </Button>
  );
}
