/**
 * After `npm run build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible
 * hashed asset, once, so the server sends them as they are instead of compressing on every request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = 'build/client/assets';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

let before = 0;
let after = 0;
for (const name of readdirSync(ASSETS).filter((file) => COMPRESSIBLE.test(file))) {
  const source = readFileSync(path.join(ASSETS, name));
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(path.join(ASSETS, `${name}.br`), brotli);
  writeFileSync(path.join(ASSETS, `${name}.gz`), gzipSync(source, { level: 9 }));
  before += source.length;
  after += brotli.length;
}
console.log(`Precompressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`);
