import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RevealWhenSettled } from './RevealWhenSettled';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** A widget whose data arrives when the test says, and whose answer starts a second call (as metrics do). */
function Widget({ first, second }: { first: Promise<string>; second: Promise<string> }) {
  const one = useQuery({ queryKey: ['one'], queryFn: () => first });
  const two = useQuery({ queryKey: ['two'], queryFn: () => second, enabled: one.isSuccess });
  return <p>{two.data ?? one.data ?? 'vazio'}</p>;
}

function deferred() {
  let resolve = (_value: string) => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderWidget(first: Promise<string>, second: Promise<string>) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <RevealWhenSettled label="Carregando o painel...">
        <Widget first={first} second={second} />
      </RevealWhenSettled>
    </QueryClientProvider>,
  );
  return () => screen.getByText(/vazio|um|dois/).closest('[aria-busy]');
}

it('keeps the widgets hidden through a chain of calls, then shows them at once', async () => {
  const first = deferred();
  const second = deferred();
  const region = renderWidget(first.promise, second.promise);
  expect(screen.getByText('Carregando o painel...')).toBeTruthy();
  expect(region()?.getAttribute('aria-busy')).toBe('true');

  await act(async () => first.resolve('um'));
  await act(async () => vi.advanceTimersByTimeAsync(50));
  expect(region()?.getAttribute('aria-busy')).toBe('true');

  await act(async () => second.resolve('dois'));
  await act(async () => vi.advanceTimersByTimeAsync(200));
  expect(region()?.getAttribute('aria-busy')).toBe('false');
  expect(screen.getByText('dois')).toBeTruthy();
  expect(screen.queryByText('Carregando o painel...')).toBeNull();
});

it('shows what has arrived after 3 seconds when a call is slow', async () => {
  const region = renderWidget(new Promise(() => {}), new Promise(() => {}));
  await act(async () => vi.advanceTimersByTimeAsync(2900));
  expect(region()?.getAttribute('aria-busy')).toBe('true');
  await act(async () => vi.advanceTimersByTimeAsync(200));
  expect(region()?.getAttribute('aria-busy')).toBe('false');
  expect(screen.getByText('vazio')).toBeTruthy();
});
