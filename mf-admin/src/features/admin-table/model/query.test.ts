import { describe, expect, it } from 'vitest';
import { apiQuery, defaultQuery, exportHref, listSearch, parseListQuery, sortedBy, withChange, type ListSpec } from './query';

const spec: ListSpec = { sortable: ['created_at', 'email', 'surname'], defaultSort: 'created_at', filters: ['role', 'status'] };

describe('an admin list query in the address', () => {
  it('reads search, filters, sort and page; nonsense is the default', () => {
    expect(parseListQuery(spec, new URLSearchParams('q=rossi&role=customer&sort_by=email&sort_direction=asc&page=3&other=x')))
      .toEqual({ page: 3, q: 'rossi', sortBy: 'email', direction: 'asc', filters: { role: 'customer' } });
    expect(parseListQuery(spec, new URLSearchParams('sort_by=password&sort_direction=up&page=-1'))).toEqual(defaultQuery(spec));
  });

  it('writes only what differs from the defaults and keeps params that are not the list\'s (an open panel)', () => {
    expect(listSearch(spec, defaultQuery(spec)).toString()).toBe('');
    const query = { ...defaultQuery(spec), q: 'rossi', filters: { status: 'disabled' }, page: 2 };
    expect(listSearch(spec, query, new URLSearchParams('user=u1&page=9')).toString()).toBe('user=u1&q=rossi&status=disabled&page=2');
  });

  it('a new search, filter or sort goes back to page 1; an emptied filter goes away', () => {
    const query = { ...defaultQuery(spec), page: 4, filters: { role: 'dealer' } };
    expect(withChange(query, { q: 'x' }).page).toBe(1);
    expect(withChange(query, { filters: { role: '' } }).filters).toEqual({});
    expect(withChange(query, { page: 5 }).page).toBe(5);
  });

  it('a header click flips the same column, a new text column starts ascending, a date newest first', () => {
    const byEmail = sortedBy(defaultQuery(spec), 'email');
    expect([byEmail.sortBy, byEmail.direction]).toEqual(['email', 'asc']);
    expect(sortedBy(byEmail, 'email').direction).toBe('desc');
    expect(sortedBy(byEmail, 'created_at').direction).toBe('desc');
  });

  it('becomes the API query and the CSV link of the same filter (no page)', () => {
    const query = { ...defaultQuery(spec), q: ' rossi ', page: 2, filters: { role: 'customer' } };
    expect(apiQuery(spec, query)).toEqual({ page: 2, per_page: 25, sort_by: 'created_at', sort_direction: 'desc', q: 'rossi', role: 'customer' });
    expect(exportHref('/api/admin/users/export.csv', spec, query))
      .toBe('/api/admin/users/export.csv?sort_by=created_at&sort_direction=desc&q=rossi&role=customer');
  });
});
