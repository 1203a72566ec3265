import type { ScheduleItem } from '@postify/sdk/schemas';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { fixedNow, samplePlatforms } from './fixtures';
import { ScheduleEditor } from './ScheduleEditor';

function Harness() {
  const [items, setItems] = useState<ScheduleItem[]>([]);
  return (
    <>
      <ScheduleEditor
        platforms={samplePlatforms}
        now={fixedNow}
        items={items}
        onItemsChange={setItems}
        createId={() => `id-${items.length + 1}`}
      />
      <output data-testid="items">{JSON.stringify(items)}</output>
    </>
  );
}

describe('ScheduleEditor', () => {
  it('adds a repeating schedule typed with the keyboard and clears the form, accounts included', async () => {
    const screen = await renderThemed(<Harness />);
    const submit = screen.getByRole('button', { name: 'Adicionar Agendamento' });
    await expect.element(submit).toBeDisabled();

    await userEvent.tab();
    await userEvent.keyboard('01122026');
    await userEvent.click(screen.getByRole('button', { name: /Horário/ }));
    await userEvent.click(screen.getByRole('option', { name: '14:35' }));
    await expect.element(submit).toBeDisabled();
    await userEvent.click(screen.getByText('loja.aurora'));
    await userEvent.click(screen.getByText('Repetir'));
    const count = screen.getByRole('textbox', { name: 'Número de repetições' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.tab();
    await expect.element(screen.getByText('2 de dezembro de 2026 às 14:35')).toBeInTheDocument();
    await userEvent.click(submit);

    await expect.element(screen.getByRole('heading', { name: 'Agendamentos (1)' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('items').element().textContent ?? '[]')).toEqual([
      {
        id: 'id-1',
        date: '2026-12-01',
        time: '14:35',
        socialMediaAccountIds: ['ig-1'],
        repeatType: 1,
        repeatNumber: 2,
      },
    ]);
    await expect.element(screen.getByRole('checkbox', { name: 'loja.aurora' })).not.toBeChecked();
    await expect.element(screen.getByRole('switch', { name: 'Repetir' })).not.toBeChecked();
  });

  it("types and previews in the project's time zone, and says which when it is not the browser's", async () => {
    // The browser runs in UTC (vitest.config.ts); the project in São Paulo (-03:00).
    const screen = await renderThemed(
      <ScheduleEditor platforms={samplePlatforms} now={fixedNow} timeZone="America/Sao_Paulo" />,
    );
    await expect.element(screen.getByText(/^Horários em America\/Sao_Paulo \(.*Brasília\)$/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('01122026');
    await userEvent.click(screen.getByRole('button', { name: /Horário/ }));
    await userEvent.click(screen.getByRole('option', { name: '23:00' }));
    // 23:00 in São Paulo is 02:00 UTC the next day: the preview says the time the user typed.
    const preview = screen.getByRole('region', { name: 'Publicações previstas (1)' });
    await expect.element(preview).toBeVisible();
    expect(preview.element().textContent).toContain('1 de dezembro de 2026 às 23:00');
  });

  it("says nothing about the zone when it is the browser's", async () => {
    const screen = await renderThemed(
      <ScheduleEditor platforms={samplePlatforms} now={fixedNow} timeZone="UTC" />,
    );
    await expect.element(screen.getByText(/^Horários em/)).not.toBeInTheDocument();
  });

  it('keeps the repeat fields at 1 or more', async () => {
    const screen = await renderThemed(<Harness />);
    await userEvent.click(screen.getByText('Repetir'));
    const interval = screen.getByRole('textbox', { name: 'Intervalo em dias' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '0');
    await userEvent.tab();
    await expect.element(interval).toHaveValue('1');
  });

  it('lists platforms without accounts nowhere and says when none is connected', async () => {
    const screen = await renderThemed(<ScheduleEditor platforms={[]} now={fixedNow} />);
    await expect.element(screen.getByText('Nenhuma conta conectada.')).toBeInTheDocument();
    const full = await renderThemed(<ScheduleEditor platforms={samplePlatforms} now={fixedNow} />);
    expect(full.container.textContent).not.toContain('TikTok');
  });
});
