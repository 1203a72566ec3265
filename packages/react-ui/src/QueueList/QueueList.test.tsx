import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { queueEntry, sampleQueue } from './fixtures';
import { QueueList } from './QueueList';

describe('QueueList', () => {
  it('lists the slots in order on the project clock, posts and free ones', async () => {
    await renderThemed(<QueueList entries={sampleQueue} timeZone="America/Sao_Paulo" onMove={vi.fn()} />);
    const rows = page.getByRole('listitem').all();
    expect(rows.map((row) => row.element().textContent)).toEqual([
      expect.stringContaining('30/11/2026 09:00Promoção de verão!'),
      expect.stringContaining('03/12/2026 09:00Bastidores'),
      expect.stringContaining('07/12/2026 09:00Horário livre'),
      expect.stringContaining('10/12/2026 09:00Dica da semana'),
      expect.stringContaining('14/12/2026 09:00Horário livre'),
    ]);
    // Free slots have nothing to move; the first post cannot go up, the last row cannot go down.
    expect(page.getByRole('button', { name: /^Mover para/ }).all()).toHaveLength(6);
  });

  it('moves a post into the free slot below it, by keyboard', async () => {
    const onMove = vi.fn(async () => {});
    await renderThemed(<QueueList entries={sampleQueue} timeZone="America/Sao_Paulo" onMove={onMove} />);
    (
      page
        .getByRole('button', { name: 'Mover para baixo: Bastidores da nova coleção' })
        .element() as HTMLElement
    ).focus();
    await expect
      .element(page.getByRole('button', { name: 'Mover para baixo: Bastidores da nova coleção' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith({ scheduleId: 342, to: '2026-12-07T12:00:00.000Z' });
    await expect
      .element(page.getByText('Bastidores da nova coleção agora sai em 07/12/2026 09:00.'))
      .toBeInTheDocument();
  });

  it('shows the refusal and keeps the order', async () => {
    const onMove = vi.fn(() =>
      Promise.reject(new Error('Só é possível reordenar publicações que ainda aguardam')),
    );
    await renderThemed(
      <QueueList
        entries={[
          queueEntry('2026-11-30T12:00:00.000Z', { id: 1, caption: 'A' }),
          queueEntry('2026-12-01T12:00:00.000Z', { id: 2, caption: 'B' }),
        ]}
        timeZone="UTC"
        onMove={onMove}
      />,
    );
    await page.getByRole('button', { name: 'Mover para baixo: A' }).click();
    await expect
      .element(page.getByText('Só é possível reordenar publicações que ainda aguardam'))
      .toBeVisible();
  });

  it('says when the queue is empty', async () => {
    await renderThemed(<QueueList entries={[]} onMove={vi.fn()} />);
    await expect.element(page.getByText('A fila está vazia')).toBeVisible();
  });

  it('shows a placeholder while loading', async () => {
    await renderThemed(<QueueList entries={[]} isLoading onMove={vi.fn()} />);
    await expect.element(page.getByRole('status', { name: 'Fila' })).toBeInTheDocument();
    expect(page.getByText('A fila está vazia').query()).toBeNull();
  });
});
