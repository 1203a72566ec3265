import type { PostImportProgress, PostImportReport } from '@postify/hooks';
import { usePostifyMessages } from '@postify/hooks/state';
import { type CheckedPostImportRow, type PostImportRow, postImportTemplate } from '@postify/sdk/import';
import { importTexts, networkTexts } from '@postify/sdk/messages';
import { Badge } from '../Badge';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { DropZone } from '../DropZone';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { ProgressBar } from '../ProgressBar';
import { Spinner } from '../Spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table';
import { type PostImportMessages, postImportMessages } from './messages';
import * as styles from './PostImport.css';

/** Rows the table shows at most: those with problems first; the summary counts them all. */
export const POST_IMPORT_TABLE_ROWS = 500;

export interface PostImportProps {
  /** The checked file (`useImportPosts().report`); null before a file is chosen. */
  report: PostImportReport | null;
  /** Rows checked so far while a file is being checked. */
  progress?: PostImportProgress | null;
  /** Reads and checks a chosen or dropped CSV file. */
  onFile: (file: File) => void;
  /** Sends the valid rows as one import. */
  onImport: () => void;
  isImporting?: boolean;
  /** The posts created, once the import succeeded. */
  importedCount?: number | null;
  /** Why the import failed (the server's pt-BR message). */
  errorMessage?: string | null;
  /** The server's per-row refusals ('Linha 3: …'), e.g. a media not found in Meus Arquivos. */
  errorDetails?: readonly { field: string; message: string }[];
  /** Starts over with another file. */
  onReset: () => void;
  /** The drop zone waits while the project's accounts load (rows are checked against them). */
  isLoadingAccounts?: boolean;
  /** Saves the template; by default the browser downloads `postImportTemplate()` as UTF-8 with a BOM. */
  onDownloadTemplate?: () => void;
  messages?: Partial<PostImportMessages>;
}

const sdkBundles = [importTexts, networkTexts];

function downloadTemplate(fileName: string) {
  const url = URL.createObjectURL(
    new Blob([`\uFEFF${postImportTemplate()}`], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download synchronously; the link is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface TableEntry {
  row: PostImportRow;
  checked: CheckedPostImportRow;
}

/** The rows the table shows: those with problems first, in file order, then the valid ones. */
function tableEntries(report: PostImportReport): TableEntry[] {
  const entries = report.rows.flatMap((row, index) => {
    const checked = report.checked[index];
    return checked ? [{ row, checked }] : [];
  });
  const invalid = entries.filter((entry) => !entry.checked.draft);
  const valid = entries.filter((entry) => entry.checked.draft);
  return [...invalid, ...valid].slice(0, POST_IMPORT_TABLE_ROWS);
}

/**
 * 'Importar CSV': a CSV file dropped or chosen, every row checked in the browser with its problems listed
 * in pt-BR before anything is created, then 'Importar N posts' sends the valid rows as one operation. The
 * template ('Baixar modelo CSV') shows the columns with two example rows.
 */
export function PostImport(props: PostImportProps) {
  const { report, progress, isImporting, importedCount, errorMessage, errorDetails = [] } = props;
  const m = useCopy('postImport', postImportMessages, props.messages);
  const texts = usePostifyMessages(sdkBundles);
  const fileProblem = report?.fileProblem
    ? texts.format(`import.${report.fileProblem.code}`, report.fileProblem.values)
    : null;
  const done = importedCount != null;
  const showDropZone = !report && !progress;
  return (
    <Card as="section" title={m.title} description={m.description}>
      <div className={styles.body}>
        <p className={styles.hint}>{m.formatHint}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onPress={props.onDownloadTemplate ?? (() => downloadTemplate(m.templateFileName))}
          >
            {m.template}
          </Button>
        </div>
        {showDropZone ? (
          props.isLoadingAccounts ? (
            <p role="status" className={styles.hint}>
              {m.loadingAccounts}
            </p>
          ) : (
            <DropZone
              onFiles={(files) => {
                const [file] = files;
                if (file) props.onFile(file);
              }}
              acceptedFileTypes={['text/csv', 'text/plain', 'application/vnd.ms-excel', '']}
              allowsMultiple={false}
              prompt={m.prompt}
              browseLabel={m.browse}
            />
          )
        ) : null}
        {progress ? (
          <ProgressBar
            label={m.checkingLabel}
            value={progress.done}
            maxValue={progress.total}
            valueLabel={formatMessage(m.checking, { done: progress.done, total: progress.total })}
          />
        ) : null}
        {fileProblem ? <Banner tone="danger">{fileProblem}</Banner> : null}
        {report && !report.fileProblem ? (
          <>
            <div role="status" className={styles.summary}>
              <strong>
                {formatMessage(m.summary, { fileName: report.fileName, total: report.rows.length })}
              </strong>
              <span>{formatMessage(m.ready, { count: report.validCount })}</span>
              {report.invalidCount > 0 ? (
                <span>{formatMessage(m.withProblems, { count: report.invalidCount })}</span>
              ) : null}
            </div>
            <RowTable report={report} m={m} format={texts.format} />
          </>
        ) : null}
        {errorMessage ? (
          <Banner tone="danger" title={errorMessage}>
            {errorDetails.length > 0 ? (
              <>
                {m.serverProblems}
                <ul className={styles.problems}>
                  {errorDetails.map((detail) => (
                    <li key={`${detail.field}:${detail.message}`}>{detail.message}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Banner>
        ) : null}
        {done ? <Banner tone="success">{formatMessage(m.imported, { count: importedCount })}</Banner> : null}
        {isImporting ? (
          <div role="status" className={styles.importing}>
            <Spinner size="sm" />
            <span>{formatMessage(m.importing, { count: report?.validCount ?? 0 })}</span>
          </div>
        ) : null}
        {report ? (
          <div className={styles.actions}>
            {!done && report.validCount > 0 ? (
              <Button onPress={props.onImport} isLoading={isImporting}>
                {formatMessage(m.import, { count: report.validCount })}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={props.onReset} isDisabled={isImporting}>
              {m.another}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function RowTable({
  report,
  m,
  format,
}: {
  report: PostImportReport;
  m: PostImportMessages;
  format: (code: string, values?: Record<string, string | number>) => string;
}) {
  const entries = tableEntries(report);
  return (
    <>
      <Table aria-label={m.tableLabel}>
        <TableHeader>
          <Column isRowHeader>{m.columnLine}</Column>
          <Column>{m.columnCaption}</Column>
          <Column>{m.columnWhen}</Column>
          <Column>{m.columnAccounts}</Column>
          <Column>{m.columnStatus}</Column>
        </TableHeader>
        <TableBody>
          {entries.map(({ row, checked }) => (
            <Row key={row.line} id={row.line}>
              <Cell>{row.line}</Cell>
              <Cell>
                <span className={styles.caption}>{row.caption.trim() || m.emptyCell}</span>
              </Cell>
              <Cell>{[row.date, row.time].filter((part) => part.trim()).join(' ') || m.emptyCell}</Cell>
              <Cell>{row.accounts.trim() || m.emptyCell}</Cell>
              <Cell>
                {checked.draft ? (
                  <Badge tone="success">{m.statusReady}</Badge>
                ) : (
                  <div className={styles.status}>
                    <Badge tone="danger">
                      {formatMessage(m.statusProblems, { count: checked.problems.length })}
                    </Badge>
                    <ul className={styles.problems}>
                      {checked.problems.map((problem, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the same text may repeat (an account named twice), and the list never reorders.
                        <li key={index}>{format(problem.messageCode, problem.values)}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
      {report.rows.length > entries.length ? (
        <p className={styles.hint}>
          {formatMessage(m.moreRows, { shown: entries.length, total: report.rows.length })}
        </p>
      ) : null}
    </>
  );
}
