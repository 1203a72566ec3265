import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePasswordStrength } from './usePasswordStrength.js';

describe('usePasswordStrength', () => {
  it('follows the password as the user types', () => {
    const { result, rerender } = renderHook(({ pw }) => usePasswordStrength(pw), {
      initialProps: { pw: 'abc' },
    });
    expect(result.current.level).toBe('Muito fraca');
    rerender({ pw: 'abcDEF12' });
    expect(result.current).toMatchObject({ level: 'Fraca', metCount: 4 });
    expect(result.current.criteria.find((c) => c.id === 'special')).toMatchObject({
      id: 'special',
      label: 'Um caractere especial',
      met: false,
    });
    rerender({ pw: 'abcDEF12!' });
    expect(result.current.level).toBe('Forte');
  });
});
