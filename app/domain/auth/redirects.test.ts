import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_BYPASSES } from '#tests/fixtures/open-redirect-bypasses';
import { safeRedirectPath } from './redirects';

describe('safeRedirectPath', () => {
  it('keeps local paths, normalised as a browser reads them', () => {
    expect(safeRedirectPath('/admin/properties?sort=title')).toBe('/admin/properties?sort=title');
    expect(safeRedirectPath('/properties/abc#gallery')).toBe('/properties/abc#gallery');
    expect(safeRedirectPath('/admin/./bookings')).toBe('/admin/bookings');
    expect(safeRedirectPath('/a/../admin')).toBe('/admin');
    // An encoded slash stays encoded: a path segment, not a host.
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirectPath('/@evil.example')).toBe('/@evil.example');
    expect(safeRedirectPath('/fr/propriétés')).toBe('/fr/propri%C3%A9t%C3%A9s');
  });

  it(`refuses every one of ${OPEN_REDIRECT_BYPASSES.length} known bypasses`, () => {
    expect(OPEN_REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(30);
    for (const bad of OPEN_REDIRECT_BYPASSES) {
      expect(safeRedirectPath(bad, '/fallback'), JSON.stringify(bad)).toBe('/fallback');
    }
  });

  it('never answers something a browser would resolve to another host', () => {
    for (const candidate of [...OPEN_REDIRECT_BYPASSES, '/admin', '/a/./b', '/x/..//y', '/%2e%2e/%2e%2e//z']) {
      const answer = safeRedirectPath(candidate, '/fallback');
      expect(new URL(answer, 'https://islandestates.example').host).toBe('islandestates.example');
      expect(answer).toMatch(/^\/(?![/\\])/);
    }
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null, '/fallback')).toBe('/fallback');
    expect(safeRedirectPath(undefined, '/fallback')).toBe('/fallback');
    expect(safeRedirectPath(new File([], 'x'), '/fallback')).toBe('/fallback');
  });
});
