import { describe, expect, it } from 'vitest';
import { parseStoreId, paths } from './paths';

describe('paths', () => {
  it('builds the spec §2 store id from branch and brand', () => {
    expect(paths.store('kainan', 'b-1', 'br-2')).toBe('/kainan/store/b-1&br-2');
    expect(parseStoreId('b-1&br-2')).toEqual({ branchUuid: 'b-1', brandUuid: 'br-2' });
  });

  it('keeps the store id when opening a product', () => {
    expect(paths.product('kainan', 'b-1&br-2', 'p-3')).toBe('/kainan/store/b-1&br-2/p-3');
  });

  it('builds category links with the uuid and the numeric id', () => {
    expect(paths.category('kainan', 'c-uuid', 6)).toBe('/kainan/category/c-uuid/6');
  });

  it('builds My Points and a reward’s details', () => {
    expect(paths.myPoints('ushop')).toBe('/ushop/my-points');
    expect(paths.reward('ushop', 'r-1')).toBe('/ushop/rewards/r-1');
  });

  it('has a merchant 404 and a bare one', () => {
    expect(paths.notFound('kainan')).toBe('/kainan/404');
    expect(paths.notFound()).toBe('/404');
  });
});
