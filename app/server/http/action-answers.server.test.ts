import { describe, expect, it } from 'vitest';
import { listReturnPath } from './action-answers.server';

describe('listReturnPath', () => {
  it('keeps the page’s search, not the data request’s own parameters', () => {
    const request = new Request('http://x/admin/properties.data?q=villa&_routes=routes%2Fadmin%2Fproperties&page=2');
    expect(listReturnPath(request, '/admin/properties')).toBe('/admin/properties?q=villa&page=2');
  });
});
