import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastQueue } from './useToastQueue.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useToastQueue', () => {
  it('shows one toast at a time, each for 5 s by default', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      result.current.show({ title: 'Projeto criado com sucesso!' });
      result.current.show({ title: 'Email enviado' });
    });
    expect(result.current.current?.title).toBe('Projeto criado com sucesso!');
    expect(result.current.pending).toBe(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.current?.title).toBe('Projeto criado com sucesso!');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.current?.title).toBe('Email enviado');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.current).toBeNull();
  });

  it('lets a toast choose its own duration and be dismissed early', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      result.current.show({ title: 'Erro ao criar projeto', variant: 'destructive', durationMs: 1000 });
      result.current.show({ title: 'Enviado!' });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.current?.title).toBe('Enviado!');
    act(() => result.current.dismiss());
    expect(result.current.current).toBeNull();
  });

  it('gives the next toast its full time after an early dismissal', () => {
    const { result } = renderHook(() => useToastQueue({ durationMs: 2000 }));
    act(() => {
      result.current.show({ title: 'A' });
      result.current.show({ title: 'B' });
    });
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.dismiss());
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.current?.title).toBe('B');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.current).toBeNull();
  });
});
