import { measureBundle, readDist } from './bundle-sizes';

const sizes = measureBundle(readDist('dist'), 'demo/index.html');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: [string, { gzip: number; brotli: number; files: string[] }][] = [
  ['shared runtime (React, i18n, shell)', sizes.shared],
  ...Object.entries(sizes.widgets).map(([entry, size]) => [`widget ${entry}`, size] as [string, typeof size]),
  ...Object.entries(sizes.firstLoad).map(
    ([entry, size]) => [`first load before intent, ${entry}`, size] as [string, typeof size],
  ),
  ['chat first load (launcher, no React)', sizes.chatFirstLoad],
  ['demo site first load', sizes.demoFirstLoad],
  ['functions client (lazy, first call)', sizes.functionsClient],
];
for (const [name, size] of rows) {
  process.stdout.write(
    `${name.padEnd(46)} ${kb(size.gzip).padStart(7)} KB gzip ${kb(size.brotli).padStart(7)} KB br  ${size.files.join(' ')}\n`,
  );
}
