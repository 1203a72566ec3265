import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useHookMessages } from '../data/core/messages.js';
import { PostifyI18nProvider } from './i18n.js';
import { usePostifyI18n } from './i18nContext.js';
import { useComposer } from './useComposer.js';
import { useScheduleEditor } from './useScheduleEditor.js';

const provider =
  (
    props: { locale?: string; messages?: Record<string, string> },
    inner?: { messages?: Record<string, string> },
  ) =>
  ({ children }: { children: ReactNode }) =>
    createElement(
      PostifyI18nProvider,
      props,
      inner ? createElement(PostifyI18nProvider, inner, children) : children,
    );

describe('PostifyI18nProvider', () => {
  it('is pt-BR with no overrides outside any provider', () => {
    const { result } = renderHook(() => usePostifyI18n());
    expect(result.current).toEqual({ locale: 'pt-BR', overrides: {}, translations: {} });
  });

  it('speaks English to the state hooks: labels and validation', () => {
    const { result } = renderHook(() => useComposer({ now: () => new Date(2026, 10, 22, 14, 0) }), {
      wrapper: provider({ locale: 'en' }),
    });
    expect(result.current).toMatchObject({ status: 'Draft', saveLabel: 'Save' });
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors.caption).toBe('The caption is required');
    act(() => result.current.setPostNow(true));
    expect(result.current.saveLabel).toBe('Post now');
  });

  it('lets a nested provider override texts while keeping the outer language', () => {
    const { result } = renderHook(() => ({ editor: useScheduleEditor(), hooks: useHookMessages() }), {
      wrapper: provider(
        { locale: 'en', messages: { 'state.scheduleList': 'Queue', 'hooks.loadPosts': 'Posts unavailable' } },
        { messages: { 'state.scheduleList': 'Slots' } },
      ),
    });
    expect(result.current.editor.heading).toBe('New schedule');
    expect(result.current.editor.listHeading).toBe('Slots (0)');
    expect(result.current.hooks.loadPosts).toBe('Posts unavailable');
    expect(result.current.hooks.loadProjects).toBe('Could not load projects');
  });
});
