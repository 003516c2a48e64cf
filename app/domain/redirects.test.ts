import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirects';

describe('safeRedirectPath', () => {
  it('keeps local paths', () => {
    expect(safeRedirectPath('/admin/properties?sort=title')).toBe('/admin/properties?sort=title');
    expect(safeRedirectPath('/properties/abc#gallery')).toBe('/properties/abc#gallery');
  });
  it('refuses anything that could leave the site', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'admin', '', null, '/\tevil', ' //evil']) {
      expect(safeRedirectPath(bad, '/fallback')).toBe('/fallback');
    }
  });
});
