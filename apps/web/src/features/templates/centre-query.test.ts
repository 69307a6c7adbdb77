import { describe, expect, it } from 'vitest';
import {
  cleanSearch,
  isFiltered,
  readCentreQuery,
  toggleFilter,
  toggleTag,
  writeCentreQuery,
} from './centre-query';

describe('the centre address', () => {
  it('reads a safe listing from an address', () => {
    const params = new URLSearchParams(
      'q= 年终总结 &tags=style.business,category.year-end,category.all,BAD TAG,style.business' +
        '&filters=sort.new,pages.long,sort.hot,nope',
    );
    expect(readCentreQuery(params)).toEqual({
      search: '年终总结',
      tags: ['category.year-end', 'style.business'],
      filters: ['pages.long', 'sort.new'],
    });
    expect(readCentreQuery(new URLSearchParams())).toEqual({ search: '', tags: [], filters: [] });
  });

  it('cuts a search to 50 characters', () => {
    expect(Array.from(cleanSearch('字'.repeat(60)))).toHaveLength(50);
  });

  it('writes the listing back, keeping other parameters and leaving out empty ones', () => {
    const next = writeCentreQuery(new URLSearchParams('mm=&q=old&tags=color.blue'), {
      search: '述职',
      tags: ['style.tech', 'category.resume'],
      filters: [],
    });
    expect(next.toString()).toBe(
      new URLSearchParams('mm=&q=述职&tags=category.resume,style.tech').toString(),
    );
  });

  it("toggles tags; a group's 'all' clears the group", () => {
    const tags = toggleTag(toggleTag([], 'category.year-end'), 'category.thesis');
    expect(tags).toEqual(['category.year-end', 'category.thesis']);
    expect(toggleTag([...tags, 'style.tech'], 'category.all')).toEqual(['style.tech']);
    expect(toggleTag(tags, 'category.thesis')).toEqual(['category.year-end']);
  });

  it('adds page bands up and keeps one order', () => {
    let filters = toggleFilter([], 'pages.short');
    filters = toggleFilter(filters, 'pages.long');
    filters = toggleFilter(filters, 'sort.hot');
    filters = toggleFilter(filters, 'sort.new');
    expect(filters).toEqual(['pages.short', 'pages.long', 'sort.new']);
    expect(toggleFilter(filters, 'sort.new')).toEqual(['pages.short', 'pages.long']);
    expect(isFiltered({ search: '', tags: [], filters: [] })).toBe(false);
    expect(isFiltered({ search: '', tags: [], filters })).toBe(true);
  });
});
