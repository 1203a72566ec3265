import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PostifyI18nProvider } from './i18n.js';
import { useOtpInput } from './useOtpInput.js';

const noop = () => undefined;

describe('useOtpInput', () => {
  it("names each box by its position, in the provider's language", () => {
    const plain = renderHook(() => useOtpInput());
    expect(plain.result.current.getBoxProps(0)['aria-label']).toBe('Dígito 1 de 6');
    const english = renderHook(() => useOtpInput(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(PostifyI18nProvider, { locale: 'en' }, children),
    });
    expect(english.result.current.getBoxProps(5)['aria-label']).toBe('Digit 6 of 6');
  });

  it('has six empty boxes and moves forward while typing digits', () => {
    const { result } = renderHook(() => useOtpInput());
    expect(result.current.digits).toEqual(['', '', '', '', '', '']);
    act(() => result.current.type(0, '4'));
    act(() => result.current.type(1, 'x'));
    expect(result.current.digits.slice(0, 2)).toEqual(['4', '']);
    expect(result.current.focusIndex).toBe(1);
    act(() => result.current.type(1, '2'));
    expect(result.current).toMatchObject({ code: '42', focusIndex: 2, isComplete: false });
  });

  it('replaces the digit of a filled box with the one just typed', () => {
    const { result } = renderHook(() => useOtpInput());
    act(() => result.current.type(0, '1'));
    act(() => result.current.getBoxProps(0).onChange({ currentTarget: { value: '17' } }));
    expect(result.current.digits[0]).toBe('7');
  });

  it('clears the box, then goes back to the previous one on backspace', () => {
    const { result } = renderHook(() => useOtpInput());
    act(() => result.current.paste('123'));
    act(() => result.current.backspace(2));
    expect(result.current.digits.slice(0, 3)).toEqual(['1', '2', '']);
    act(() => result.current.backspace(2));
    expect(result.current.digits.slice(0, 3)).toEqual(['1', '', '']);
    expect(result.current.focusIndex).toBe(1);
  });

  it('fills all six boxes from a pasted code and submits once', () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() => useOtpInput({ onComplete }));
    act(() =>
      result.current
        .getBoxProps(3)
        .onPaste({ clipboardData: { getData: () => 'Código: 482 913' }, preventDefault: noop }),
    );
    expect(result.current.digits).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('submits automatically when the sixth digit is typed, and again after a correction', () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() => useOtpInput({ onComplete }));
    for (const [i, d] of ['1', '2', '3', '4', '5'].entries()) act(() => result.current.type(i, d));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => result.current.type(5, '6'));
    expect(onComplete).toHaveBeenCalledWith('123456');
    act(() => result.current.getBoxProps(5).onKeyDown({ key: 'Backspace', preventDefault: noop }));
    act(() => result.current.type(5, '9'));
    expect(onComplete).toHaveBeenLastCalledWith('123459');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('moves focus with the arrow keys and focuses the real box', () => {
    const { result } = renderHook(() => useOtpInput());
    const inputs = Array.from({ length: 6 }, () =>
      document.body.appendChild(document.createElement('input')),
    );
    act(() => {
      for (const [i, input] of inputs.entries()) result.current.getBoxProps(i).ref(input);
    });
    act(() => result.current.type(0, '7'));
    expect(document.activeElement).toBe(inputs[1]);
    act(() => result.current.getBoxProps(1).onKeyDown({ key: 'ArrowLeft', preventDefault: noop }));
    expect(document.activeElement).toBe(inputs[0]);
    for (const input of inputs) input.remove();
  });

  it('clears every box', () => {
    const { result } = renderHook(() => useOtpInput());
    act(() => result.current.paste('123456'));
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ code: '', focusIndex: 0, isComplete: false });
  });
});
