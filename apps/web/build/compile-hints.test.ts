import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, chunksRunAtLoad, compileHints, type OutputChunk } from './compile-hints';

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

describe('the build with compile hints', () => {
  it("starts each chunk that runs at load with the hint and moves its source map's lines down by one", () => {
    const bundle: Record<string, unknown> = {
      'assets/index.js': { ...chunk('assets/index.js', '/app/index.html', [], true), code: 'run();' },
      'assets/index.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
      'assets/qr-code.js': { ...chunk('assets/qr-code.js', '/app/src/components/qr-code.tsx'), code: 'draw();' },
      'assets/qr-code.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    };
    const hook = compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    const item = (name: string) => bundle[name] as { code?: string; source?: string };
    expect(item('assets/index.js').code).toBe(`${COMPILE_HINT}run();`);
    expect(JSON.parse(item('assets/index.js.map').source as string)).toEqual({ version: 3, mappings: ';AAAA' });
    expect(item('assets/qr-code.js').code).toBe('draw();');
    expect(JSON.parse(item('assets/qr-code.js.map').source as string).mappings).toBe('AAAA');
  });
});
