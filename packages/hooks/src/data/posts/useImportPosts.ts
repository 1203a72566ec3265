import type { Schemas } from '@postify/sdk';
import {
  type CheckedPostImportRow,
  checkPostImportRows,
  type PostImportFileProblem,
  type PostImportRow,
  parsePostImportCsv,
} from '@postify/sdk/import';
import { DEFAULT_PROJECT_TIME_ZONE } from '@postify/sdk/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import { usePlatforms } from '../platforms/usePlatforms.js';
import { useProjects } from '../projects/useProjects.js';
import { importPostsMutationOptions } from './import.js';

/** Rows checked between two paints, so the progress moves and the page stays responsive. */
const rowsPerSlice = 2000;

/** An import file as checked in the browser: every row with its problems, before anything is sent. */
export interface PostImportReport {
  fileName: string;
  /** Why the file as a whole cannot be imported (no rows, a missing column, too many rows). */
  fileProblem: PostImportFileProblem | null;
  rows: PostImportRow[];
  checked: CheckedPostImportRow[];
  validCount: number;
  invalidCount: number;
}

/** How far the check of a file went: rows checked of the total. */
export interface PostImportProgress {
  done: number;
  total: number;
}

const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * 'Importar CSV' for the current project: `check(file)` reads a CSV (`parsePostImportCsv`) and checks every
 * row against the project's accounts and time zone (`checkPostImportRows`), reporting `progress`; then
 * `importValid()` sends the valid rows as one operation (`POST /posts/import`, all or none). The
 * idempotency key is chosen once per checked file, so pressing 'Importar' again after a failure cannot
 * create the posts twice. `errorMessage` is the server's pt-BR refusal.
 */
export function useImportPosts() {
  const platforms = usePlatforms();
  const projects = useProjects();
  const projectId = useCurrentProjectId();
  const timeZone =
    projects.data?.find((project) => project.id === projectId)?.timeZone ?? DEFAULT_PROJECT_TIME_ZONE;
  const mutation = useServerMessage(useMutationOf(importPostsMutationOptions, projectId));
  const [report, setReport] = useState<PostImportReport | null>(null);
  const [progress, setProgress] = useState<PostImportProgress | null>(null);
  const key = useRef<string | null>(null);
  const run = useRef(0);
  const accounts = useMemo(
    () =>
      (platforms.data ?? []).flatMap((platform) =>
        platform.socialMediaAccounts.map(({ id, username, platformName }) => ({
          id,
          username,
          platformName,
        })),
      ),
    [platforms.data],
  );
  const { reset: resetMutation } = mutation;

  const check = useCallback(
    async (file: Blob & { name?: string }) => {
      const current = ++run.current;
      resetMutation();
      key.current = null;
      setReport(null);
      const fileName = file.name ?? '';
      const parsed = parsePostImportCsv(await file.text());
      if (!parsed.ok) {
        const empty = { rows: [], checked: [], validCount: 0, invalidCount: 0 };
        if (current === run.current) setReport({ fileName, fileProblem: parsed.problem, ...empty });
        return;
      }
      const { rows } = parsed;
      const checked: CheckedPostImportRow[] = [];
      const now = new Date();
      for (let start = 0; start < rows.length; start += rowsPerSlice) {
        if (current !== run.current) return;
        setProgress({ done: start, total: rows.length });
        await nextPaint();
        checked.push(
          ...checkPostImportRows(rows.slice(start, start + rowsPerSlice), { accounts, timeZone, now }),
        );
      }
      if (current !== run.current) return;
      const validCount = checked.filter((row) => row.draft).length;
      setProgress(null);
      setReport({
        fileName,
        fileProblem: null,
        rows,
        checked,
        validCount,
        invalidCount: checked.length - validCount,
      });
    },
    [accounts, timeZone, resetMutation],
  );

  const { mutateAsync } = mutation;
  const importValid = useCallback(async (): Promise<Schemas['PostImportResult'] | null> => {
    if (!report || report.validCount === 0) return null;
    key.current ??= crypto.randomUUID();
    const rows = report.rows.filter((_, index) => report.checked[index]?.draft);
    return mutateAsync({ rows, idempotencyKey: key.current }).catch(() => null);
  }, [report, mutateAsync]);

  const reset = useCallback(() => {
    run.current += 1;
    key.current = null;
    setReport(null);
    setProgress(null);
    resetMutation();
  }, [resetMutation]);

  return {
    /** Reads and checks a CSV file; the report replaces the previous one. */
    check,
    /** Rows checked so far while a file is being checked; null otherwise. */
    progress,
    isChecking: progress !== null,
    report,
    /** Whether the accounts the rows name are still loading (a check before then finds none). */
    isLoadingAccounts: platforms.isLoading || projects.isLoading,
    importValid,
    isImporting: mutation.isPending,
    /** The import's result once it succeeded. */
    result: mutation.data ?? null,
    errorMessage: mutation.errorMessage,
    /** The server's per-row refusals, when it found problems the browser could not (media not in Meus Arquivos). */
    errorDetails: mutation.error?.details ?? [],
    reset,
  };
}
