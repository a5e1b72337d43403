/**
 * Merchants are kept in memory until one is imported (issue 25): another instance's import is noticed
 * through the merchants' stamp within the check interval, and until then no request re-reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranchesService } from '../src/modules/branches/service';
import { createMerchantsService } from '../src/modules/merchants/service';
import { branch, merchantConfig } from './factories';
import { loadMerchant, type TestApp, testApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(t, merchantConfig({ name: 'Before' }));
});

afterAll(() => t.close());

/** Resolves once `read` gives what `expected` accepts, or fails after a second of trying. */
async function eventually<T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (expected(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe('merchants cache', () => {
  it('keeps a merchant, the same object, until an import elsewhere changes the stamp, then reads it again', async () => {
    let clock = Date.now();
    // This instance's view; `t` (whose import forgets its own cache) plays the other instance.
    const here = createMerchantsService(t.database.db, { now: () => clock });
    const first = await here.findBySubdomain('testmerchant');
    expect(first?.name).toBe('Before');
    const token = first?.token as string;
    expect(await here.findByToken(token)).toMatchObject({ name: 'Before' });

    await loadMerchant(t, merchantConfig({ name: 'After' }));

    // Within the stamp's interval the merchant is still the one read (no check has run since the
    // import); the first request after the interval starts one in the background.
    expect(await here.findBySubdomain('testmerchant')).toBe(first);
    clock += 6_000;
    const seen = await eventually(
      () => here.findBySubdomain('testmerchant'),
      (m) => m?.name === 'After',
    );
    expect(seen?.name).toBe('After');
    expect((await here.findByToken(token))?.name).toBe('After');
  });

  it('without an import, a merchant is not read again: later requests get the very same object', async () => {
    let clock = Date.now();
    const here = createMerchantsService(t.database.db, { now: () => clock });
    const first = await here.findBySubdomain('testmerchant');
    for (let i = 0; i < 5; i++) {
      clock += 10_000; // past the stamp interval each time, well inside the cache's bound
      await new Promise((resolve) => setTimeout(resolve, 20)); // the background check's answer
      expect(await here.findBySubdomain('testmerchant')).toBe(first);
    }
  });

  it("tells the catalogue's caches of an import elsewhere through the same stamp read, once", async () => {
    let clock = Date.now();
    const here = createMerchantsService(t.database.db, { now: () => clock });
    let told = 0;
    here.imports.onChange(() => told++);
    here.imports.check(); // the first read only learns the stamp
    await new Promise((resolve) => setTimeout(resolve, 50));

    await loadMerchant(t, merchantConfig({ name: 'Again' }));
    here.imports.check(); // within the interval: no read, nothing told
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).toBe(0);

    clock += 6_000;
    for (let i = 0; i < 30; i++) here.imports.check(); // one read however many callers
    await eventually(
      async () => told,
      (n) => n > 0,
    );
    expect(told).toBe(1);
    // The merchants' own cache went with it.
    expect((await here.findBySubdomain('testmerchant'))?.name).toBe('Again');
  });

  it("forgets a merchant's branches when the same watch sees an import elsewhere, with no read of its own", async () => {
    let clock = Date.now();
    const here = createMerchantsService(t.database.db, { now: () => clock });
    const branches = createBranchesService(t.database.db, { imports: here.imports });
    const merchant = await here.findBySubdomain('testmerchant');
    const names = async () =>
      (await branches.nearby({ id: merchant?.id as number, searchRadiusKm: 8 }, null)).map((b) => b.name);
    await loadMerchant(t, merchantConfig({ name: 'Again', branches: [branch('makati', { name: 'First' })] }));
    clock += 6_000;
    expect(await eventually(names, (n) => n[0] === 'First')).toEqual(['First']);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the watch's read has settled
    expect(await names()).toEqual(['First']); // kept from here on

    await loadMerchant(t, merchantConfig({ name: 'Again', branches: [branch('makati', { name: 'Renamed' })] }));
    // Long after a per-merchant stamp would have been read again, but within the watch's interval: kept.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await names()).toEqual(['First']);
    clock += 6_000;
    expect(await eventually(names, (n) => n[0] === 'Renamed')).toEqual(['Renamed']);
  });
});
