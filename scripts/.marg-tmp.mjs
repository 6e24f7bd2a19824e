import fs from 'node:fs';
import zlib from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = new TraceMap(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lineStart = []; let off = 0; for (const l of code.split('\n')) { lineStart.push(off); off += l.length + 1; }
const segs = [];
eachMapping(map, (m) => segs.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source ?? '']));
segs.sort((a, b) => a[0] - b[0]);
const br = (s) => zlib.brotliCompressSync(Buffer.from(s), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const full = br(code);
const sources = new Map();
for (let i = 0; i < segs.length; i++) { const end = i + 1 < segs.length ? segs[i + 1][0] : code.length; const k = segs[i][1].replace(/.*node_modules\//,'nm/').replace(/^(\.\.\/)+/,''); (sources.get(k) ?? sources.set(k, []).get(k)).push([segs[i][0], end]); }
const rows = [];
for (const [k, ranges] of sources) {
  const raw = ranges.reduce((t, [a, b]) => t + b - a, 0);
  if (raw < 400) continue;
  let out = '', last = 0; for (const [a, b] of ranges) { out += code.slice(last, a); last = b; } out += code.slice(last);
  rows.push([k, raw, full - br(out)]);
}
rows.sort((a, b) => b[2] - a[2]);
console.log('full br', full);
for (const [k, raw, m] of rows) console.log(String(raw).padStart(7), String(m).padStart(6), k);
