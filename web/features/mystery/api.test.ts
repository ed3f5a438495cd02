import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealFilters, mysteryDealQuery, mysteryDealsKey, mysteryDealsQuery } from './api';

describe('mystery deal queries', () => {
  it('keeps only the filters given', () => {
    expect(dealFilters()).toEqual({});
    expect(dealFilters({ region: '', date: '' })).toEqual({});
    expect(dealFilters({ region: 'Ticino' })).toEqual({ region: 'Ticino' });
    expect(dealFilters({ region: 'Ticino', date: '2026-11-23' })).toEqual({ region: 'Ticino', date: '2026-11-23' });
  });

  it('keys each filter apart, under one key that reaches every deal query', () => {
    const keys = [
      mysteryDealsQuery().queryKey,
      mysteryDealsQuery({ region: 'Ticino' }).queryKey,
      mysteryDealsQuery({ region: 'Ticino', date: '2026-11-23' }).queryKey,
      mysteryDealsQuery({ date: '2026-11-23' }).queryKey,
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
    expect(mysteryDealsQuery({ region: '' }).queryKey).toEqual(mysteryDealsQuery().queryKey);
    for (const key of [...keys, mysteryDealQuery('abcdefghijklmnopqrstuv').queryKey])
      expect(key.slice(0, 1)).toEqual([...mysteryDealsKey]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server for the filtered deals', async () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const ask = async (filters?: Parameters<typeof mysteryDealsQuery>[0]) => {
      const options = mysteryDealsQuery(filters);
      await (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
        signal: new AbortController().signal,
      });
      return (fetch.mock.calls.at(-1) as unknown as [string])[0];
    };
    expect(await ask()).toBe('/api/mystery-deals');
    expect(await ask({ region: 'Bern & Mittelland', date: '2026-11-23' })).toBe(
      '/api/mystery-deals?region=Bern+%26+Mittelland&date=2026-11-23',
    );
    expect(await ask({ date: '2026-11-23' })).toBe('/api/mystery-deals?date=2026-11-23');
  });

  it('asks again every five minutes and on every page load', () => {
    expect(mysteryDealsQuery({ region: 'Ticino' })).toMatchObject({
      refetchInterval: 300_000,
      refetchOnMount: 'always',
    });
  });
});
