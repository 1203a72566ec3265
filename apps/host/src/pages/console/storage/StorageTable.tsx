import { Button } from '@postify/react-ui/Button';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@postify/react-ui/Table';
import { showToast } from '@postify/react-ui/ToastRegion';
import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { LIMITS } from '@postify/sdk/schemas';
import { useConsoleClient } from '../../../app/ConsoleProviders';
import * as page from '../../../layout/layout.css';

type Item =
  | { id: string; kind: 'folder'; name: string; createdAt: string; folder: Schemas['StorageFolderSummary'] }
  | { id: string; kind: 'file'; name: string; createdAt: string; file: Schemas['StorageFile'] };

/** The rows of a folder: subfolders first, then files (or the root folders at the root). */
export function storageItems(
  folders: Schemas['StorageFolderSummary'][],
  files: Schemas['StorageFile'][],
): Item[] {
  return [
    ...folders.map((folder) => ({
      id: `folder:${folder.folderId}`,
      kind: 'folder' as const,
      name: folder.name,
      createdAt: folder.createdAt,
      folder,
    })),
    ...files.map((file) => ({
      id: `file:${file.fileId}`,
      kind: 'file' as const,
      name: file.fileName,
      createdAt: file.createdAt,
      file,
    })),
  ];
}

/** The storage table: Nome, Tipo, Criado em, Ações and the unsupported Tags column. */
export function StorageTable({
  items,
  onOpenFolder,
  onRename,
  onDelete,
}: {
  items: Item[];
  onOpenFolder: (folder: Schemas['StorageFolderSummary']) => void;
  onRename: (item: Item) => void;
  onDelete: (item: Item) => void;
}) {
  const client = useConsoleClient();
  const download = async (file: Schemas['StorageFile']) => {
    try {
      const { data } = await client.POST('/storage/download-url/{fileId}', {
        params: { path: { fileId: file.fileId } },
        body: { expiration_minutes: LIMITS.downloadExpiryMinutes },
      });
      if (!data) throw new Error('Erro ao baixar arquivo');
      window.open(data.downloadUrl, '_blank', 'noopener,noreferrer');
    } catch {
      showToast({ title: 'Erro ao baixar arquivo', tone: 'danger' });
    }
  };
  return (
    <Table aria-label="Arquivos e pastas">
      <TableHeader>
        <Column isRowHeader>Nome</Column>
        <Column>Tipo</Column>
        <Column>Criado em</Column>
        <Column>Ações</Column>
        <Column>Tags</Column>
      </TableHeader>
      <TableBody items={items} emptyMessage="Esta pasta está vazia.">
        {(item) => (
          <Row id={item.id}>
            <Cell>
              {item.kind === 'folder' ? (
                <Button variant="ghost" size="sm" onPress={() => onOpenFolder(item.folder)}>
                  📁 {item.name}
                </Button>
              ) : (
                item.name
              )}
            </Cell>
            <Cell>{item.kind === 'folder' ? 'Pasta' : 'Arquivo'}</Cell>
            <Cell>{formatDateTime(item.createdAt)}</Cell>
            <Cell>
              <div className={page.row}>
                {item.kind === 'file' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => void download(item.file)}
                    aria-label={`Baixar ${item.name}`}
                  >
                    Baixar
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onRename(item)}
                  aria-label={`Renomear ${item.name}`}
                >
                  Renomear
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onDelete(item)}
                  aria-label={`Excluir ${item.name}`}
                >
                  Excluir
                </Button>
              </div>
            </Cell>
            <Cell>—</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

export type { Item as StorageItem };
