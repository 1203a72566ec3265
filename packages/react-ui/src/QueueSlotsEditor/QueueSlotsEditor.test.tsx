import { PostifyApiError } from '@postify/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { QueueSlotsEditor } from './QueueSlotsEditor';

const monday = { id: 's1', weekday: 1, time: '09:00' };

describe('QueueSlotsEditor', () => {
  it('adds a slot with the chosen weekday and time, by keyboard', async () => {
    const onAdd = vi.fn(async () => {});
    await renderThemed(<QueueSlotsEditor slots={[monday]} onAdd={onAdd} onRemove={vi.fn()} />);
    await page.getByRole('button', { name: /Dia da semana/ }).click();
    await page.getByRole('option', { name: 'Quarta-feira' }).click();
    (page.getByRole('button', { name: 'Adicionar horário' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith({ weekday: 3, time: '09:00' });
  });

  it('refuses a repeated slot in pt-BR without asking the server', async () => {
    const onAdd = vi.fn(async () => {});
    await renderThemed(<QueueSlotsEditor slots={[monday]} onAdd={onAdd} onRemove={vi.fn()} />);
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await expect
      .element(page.getByText('Esta conta já tem um horário na fila neste dia e hora'))
      .toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const refusal = new PostifyApiError({
      status: 409,
      code: 'PLAN_LIMIT_REACHED',
      message: 'Cada conta aceita até 28 horários na fila',
    });
    await renderThemed(
      <QueueSlotsEditor slots={[]} onAdd={() => Promise.reject(refusal)} onRemove={vi.fn()} />,
    );
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await expect.element(page.getByText('Cada conta aceita até 28 horários na fila')).toBeVisible();
  });

  it('lists the slots by day, segunda first, each with its remove button', async () => {
    const onRemove = vi.fn();
    const sunday = { id: 's0', weekday: 0, time: '10:00' };
    await renderThemed(<QueueSlotsEditor slots={[sunday, monday]} onAdd={vi.fn()} onRemove={onRemove} />);
    const days = page
      .getByRole('listitem')
      .all()
      .map((day) => day.element().textContent);
    expect(days).toEqual(['Segunda-feira09:00', 'Domingo10:00']);
    await page.getByRole('button', { name: 'Remover Domingo às 10:00' }).click();
    expect(onRemove).toHaveBeenCalledWith(sunday);
  });
});
