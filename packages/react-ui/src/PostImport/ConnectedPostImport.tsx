import { useImportPosts } from '@postify/hooks';
import type { Schemas } from '@postify/sdk';
import { PostImport, type PostImportProps } from './PostImport';

export interface ConnectedPostImportProps extends Pick<PostImportProps, 'messages' | 'onDownloadTemplate'> {
  /** Hears the import's result (the posts are already re-read). */
  onImported?: (result: Schemas['PostImportResult']) => void;
}

/**
 * `PostImport` on `@postify/hooks`: `useImportPosts` checks the file against the current project's accounts
 * and time zone, then creates the valid rows' posts in one call (`POST /posts/import`).
 */
export function ConnectedPostImport({ onImported, ...props }: ConnectedPostImportProps) {
  const importer = useImportPosts();
  return (
    <PostImport
      {...props}
      report={importer.report}
      progress={importer.progress}
      isLoadingAccounts={importer.isLoadingAccounts}
      onFile={(file) => void importer.check(file)}
      onImport={() =>
        void importer.importValid().then((result) => {
          if (result) onImported?.(result);
        })
      }
      isImporting={importer.isImporting}
      importedCount={importer.result?.created ?? null}
      errorMessage={importer.errorMessage}
      errorDetails={importer.errorDetails}
      onReset={importer.reset}
    />
  );
}
