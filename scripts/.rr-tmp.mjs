import fs from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { parseSync } from 'oxc-parser';
const file = process.argv[2], target = process.argv[3];
const code = fs.readFileSync(file, 'utf8');
const map = new TraceMap(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lineStart = []; let off = 0; for (const l of code.split('\n')) { lineStart.push(off); off += l.length + 1; }
const segs = [];
eachMapping(map, (m) => segs.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source ?? '', m.originalLine]));
segs.sort((a, b) => a[0] - b[0]);
const srcPath = 'node_modules/react-router/dist/production/' + target;
const src = fs.readFileSync(srcPath, 'utf8');
const ast = parseSync(srcPath, src);
const srcLineStart = []; off = 0; for (const l of src.split('\n')) { srcLineStart.push(off); off += l.length + 1; }
const stmts = ast.program.body.map((s) => {
  const d = s.declaration ?? s;
  const name = d.id?.name ?? d.declarations?.[0]?.id?.name ?? s.type;
  return { start: s.start, end: s.end, name };
});
const by = new Map();
for (let i = 0; i < segs.length; i++) {
  if (!segs[i][1].includes(target)) continue;
  const end = i + 1 < segs.length ? segs[i + 1][0] : code.length;
  const pos = srcLineStart[segs[i][2] - 1];
  const st = stmts.find((s) => s.start <= pos && pos < s.end);
  const k = st ? st.name : '?';
  by.set(k, (by.get(k) ?? 0) + end - segs[i][0]);
}
const rows = [...by].sort((a, b) => b[1] - a[1]);
let t = 0; for (const [, n] of rows) t += n; console.log('total', t);
for (const [k, n] of rows.slice(0, +process.argv[4] || 60)) console.log(String(n).padStart(7), k);
