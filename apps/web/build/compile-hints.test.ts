import { describe, expect, it } from 'vitest';
import { chunksRunAtLoad, type OutputChunk } from './compile-hints';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
): OutputChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  facadeModuleId,
  imports,
});

describe('the chunks that run at load', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', '/app/index.html', ['assets/runtime.js'], true),
    'assets/runtime.js': chunk('assets/runtime.js', null),
    'assets/store.js': chunk('assets/store.js', '/app/src/app/routes/store.tsx', [
      'assets/index.js',
      'assets/shared.js',
    ]),
    'assets/shared.js': chunk('assets/shared.js', null, ['assets/price.js']),
    'assets/price.js': chunk('assets/price.js', null),
    'assets/pin-map.js': chunk('assets/pin-map.js', '/app/src/features/location/components/pin-map.tsx', [
      'assets/leaflet.js',
    ]),
    'assets/leaflet.js': chunk('assets/leaflet.js', null),
    'assets/index.css': { type: 'asset' as const },
  };

  it('are the entry, every screen and what they import statically, however deep', () => {
    expect([...chunksRunAtLoad(bundle)].sort()).toEqual([
      'assets/index.js',
      'assets/price.js',
      'assets/runtime.js',
      'assets/shared.js',
      'assets/store.js',
    ]);
  });

  it('leave out a part a screen loads when used, and what only it imports', () => {
    const hinted = chunksRunAtLoad(bundle);
    expect(hinted.has('assets/pin-map.js')).toBe(false);
    expect(hinted.has('assets/leaflet.js')).toBe(false);
  });
});
