import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fixtureNow, samplePost } from '../PostCard/fixtures';
import { renderThemed } from '../test/render';
import { ScheduleStatusList } from './ScheduleStatusList';

const timeZone = 'America/Sao_Paulo';

describe('ScheduleStatusList', () => {
  it('warns that cancelling the last occurrence keeps the post as a draft', async () => {
    const [only] = samplePost(5, { scheduleHours: [24] }).schedules;
    const onCancel = vi.fn(async () => {});
    await renderThemed(
      <ScheduleStatusList
        schedules={only ? [only] : []}
        timeZone={timeZone}
        now={fixtureNow}
        onCancel={onCancel}
      />,
    );
    await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar agendamento' });
    await expect
      .element(dialog.getByText(/Era o último agendamento: o post continua salvo como rascunho\./))
      .toBeVisible();
    // 'Voltar' leaves without cancelling.
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows a cancel the server refused on its row, and the list stays as it was', async () => {
    const schedules = samplePost(6, { scheduleHours: [24, 48] }).schedules;
    const onCancel = vi.fn(async () => {
      throw new Error('Esta publicação já está sendo enviada e não pode mais ser cancelada.');
    });
    await renderThemed(
      <ScheduleStatusList schedules={schedules} timeZone={timeZone} now={fixtureNow} onCancel={onCancel} />,
    );
    await page.getByRole('button', { name: 'Cancelar agendamento' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar agendamento' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Esta publicação já está sendo enviada e não pode mais ser cancelada.');
    expect(page.getByRole('listitem').all()).toHaveLength(2);
  });

  it('names a failure without a reason, and hides the reconnect link when no route is given', async () => {
    const schedules = samplePost(7, {
      scheduleHours: [-1],
      states: ['FAILED'],
      accountStates: ['REVOKED'],
    }).schedules;
    await renderThemed(
      <ScheduleStatusList schedules={schedules} timeZone={timeZone} now={fixtureNow} reconnectHref={null} />,
    );
    await expect.element(page.getByText('A rede não informou o motivo da falha.')).toBeVisible();
    expect(page.getByRole('link').all()).toHaveLength(0);
  });
});
