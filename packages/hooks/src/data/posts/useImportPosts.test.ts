import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkSandboxAccount, signedInUser, wrapperFor } from '../../../test/support.js';
import { useImportPosts } from './useImportPosts.js';
import { usePosts } from './usePosts.js';

/** dd/mm/aaaa of a day `days` from now in São Paulo (the project's default time zone). */
function dayFromNow(days: number) {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000)
    .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
    .split('-');
  return `${day}/${month}/${year}`;
}

const csv = (lines: string[]) =>
  new File([`legenda;data;horario;contas\r\n${lines.join('\r\n')}`], 'agenda.csv', { type: 'text/csv' });

describe('useImportPosts', () => {
  it('checks a file against the project accounts, then imports only the valid rows once', async () => {
    const user = await signedInUser('posts-import');
    const projects = await user.client.GET('/projects');
    const projectId = projects.data?.projects[0]?.id ?? '';
    user.projectIdStore.set(projectId);
    await linkSandboxAccount(projectId, 'Facebook', 'cafe.aurora');
    const wrapper = wrapperFor(user.client);
    const { result } = renderHook(() => ({ importer: useImportPosts(), posts: usePosts() }), { wrapper });
    await waitFor(() => expect(result.current.importer.isLoadingAccounts).toBe(false));

    await act(() =>
      result.current.importer.check(
        csv([
          `Café novo no cardápio;${dayFromNow(2)};08:00;@cafe.aurora`,
          `Sem conta;${dayFromNow(2)};08:00;@outra.loja`,
          `Ontem;${dayFromNow(-1)};08:00;@cafe.aurora`,
        ]),
      ),
    );
    const report = result.current.importer.report;
    expect(report).toMatchObject({
      fileName: 'agenda.csv',
      validCount: 1,
      invalidCount: 2,
      fileProblem: null,
    });
    expect(report?.checked.map((row) => row.problems.map((p) => p.message))).toEqual([
      [],
      ['A conta @outra.loja não está conectada a este projeto'],
      ['Escolha uma data e um horário no futuro'],
    ]);

    const answer = await act(() => result.current.importer.importValid());
    expect(answer?.created).toBe(1);
    await waitFor(() => expect(result.current.importer.result?.created).toBe(1));
    await waitFor(() =>
      expect(result.current.posts.posts.map((post) => post.caption)).toEqual(['Café novo no cardápio']),
    );
    // Pressing 'Importar' again (a retry) sends the same key: the server answers the first import.
    const again = await act(() => result.current.importer.importValid());
    expect(again?.postIds).toEqual(answer?.postIds);
  });

  it('says what is wrong with a file that has no rows', async () => {
    const user = await signedInUser('posts-import-empty');
    const { result } = renderHook(() => useImportPosts(), { wrapper: wrapperFor(user.client) });
    // The accounts and projects load first, as in the console (the drop zone waits for them).
    await waitFor(() => expect(result.current.isLoadingAccounts).toBe(false));
    await act(() => result.current.check(new File(['legenda;data\r\n'], 'vazio.csv')));
    expect(result.current.report?.fileProblem?.message).toBe(
      'Faltam as colunas horario, contas. Baixe o modelo para ver o formato',
    );
  });
});
