import { describe, expect, it } from 'vitest';
import { apiKeyMessages as m } from '../messages.js';
import {
  allowedOriginsViolations,
  apiKeyViolations,
  originViolation,
  originViolationKey,
} from './api-keys.js';

describe('API key rules', () => {
  it('needs a name of at most 60 characters and at least one known scope', () => {
    expect(apiKeyViolations({ name: 'Loja', scopes: ['posts:read'] })).toEqual([]);
    expect(apiKeyViolations({ name: '  ', scopes: [] })).toEqual([
      { field: 'name', message: m.nameRequired, code: 'apiKey.nameRequired' },
      { field: 'scopes', message: m.scopesRequired, code: 'apiKey.scopesRequired' },
    ]);
    expect(apiKeyViolations({ name: 'x'.repeat(61), scopes: ['posts:delete'] })).toEqual([
      { field: 'name', message: m.nameMax, code: 'apiKey.nameMax' },
      { field: 'scopes', message: m.scopeUnknown, code: 'apiKey.scopeUnknown' },
    ]);
  });

  it('accepts exact origins only: scheme, host and port, no path, no wildcard', () => {
    expect(originViolation('https://loja.exemplo.com.br')).toBeNull();
    expect(originViolation('http://localhost:5173')).toBeNull();
    expect(originViolation('https://*.exemplo.com')).toBe(m.originWildcard);
    expect(originViolation('https://loja.exemplo.com/')).toBe(m.originInvalid);
    expect(originViolation('https://loja.exemplo.com/app')).toBe(m.originInvalid);
    expect(originViolation('https://Loja.exemplo.com')).toBe(m.originInvalid);
    expect(originViolation('ftp://loja.exemplo.com')).toBe(m.originInvalid);
    expect(originViolation('loja.exemplo.com')).toBe(m.originInvalid);
    expect(originViolation('https://loja.exemplo.com:443')).toBe(m.originInvalid);
    expect(originViolationKey('https://*.exemplo.com')).toBe('originWildcard');
    expect(originViolationKey('https://loja.exemplo.com/')).toBe('originInvalid');
    expect(originViolationKey('https://loja.exemplo.com.br')).toBeNull();
  });

  it('refuses duplicates and more than 20 origins', () => {
    expect(allowedOriginsViolations(['https://a.com', 'https://a.com'])).toEqual([
      { field: 'origins.1', message: m.originDuplicate, code: 'apiKey.originDuplicate' },
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `https://a${i}.com`);
    expect(allowedOriginsViolations(many)).toEqual([
      { field: 'origins', message: m.originsTooMany, code: 'apiKey.originsTooMany' },
    ]);
  });
});
