// compare.mjs: reads the JSON lines of browsercheck (standard input) and
// checks, with Node's WHATWG URL parser, that each repaired reference
// means to a browser what the original meant: the same href as written,
// or failing that after percent-decoding both (a character the repair had
// to encode, "[" -> "%5B", is the same octet to a server that decodes).
// Relative references are parsed against BASE, as links on a page would be.
// Not part of go test. Run from the repository root:
//
//   go run ./tools/browsercheck | node tools/browsercheck/compare.mjs [--show N]
import { createInterface } from 'node:readline';

const BASE = 'http://example.org/foo/bar';
const show = Number(process.argv[process.argv.indexOf('--show') + 1] || 0) || 0;

function href(s) {
  try { return new URL(s, BASE).href; } catch { return null; }
}

// decode percent-decodes s into bytes (invalid triplets stay as they are).
function decode(s) {
  const out = [];
  const b = Buffer.from(s, 'utf8');
  for (let i = 0; i < b.length; i++) {
    if (b[i] === 0x25 && i + 2 < b.length && /^[0-9a-fA-F]{2}$/.test(String.fromCharCode(b[i + 1], b[i + 2]))) {
      out.push(parseInt(String.fromCharCode(b[i + 1], b[i + 2]), 16));
      i += 2;
    } else {
      out.push(b[i]);
    }
  }
  return Buffer.from(out);
}

// classify names why the hrefs of a and r (the original and the repair;
// null when the browser refuses it) differ. The classes are those of
// README.md.
function classify(l, a, r) {
  const special = /^(https?|wss?|ftp|file):/i.test(l.input.trim()) || !/^[a-z][a-z0-9+.-]*:/i.test(l.input.trim());
  if (l.input.startsWith('\ufeff')) return 'byte order mark: the browser keeps it (here as part of a relative path); the repair trims it';
  if (a === null && r !== null && !special) return 'opaque host (not an http-like scheme) holding a character the URL Standard forbids there: the browser refuses the original; the repair percent-encodes it, which an opaque host accepts';
  if (a !== null && r === null && /^file:\/\/[a-z]\|/i.test(l.input)) return 'drive letter in the host position of a file URL ("file://C|/"): the browser reads it as the path "/C:/"; the repair keeps it a host, "C%7C", which the browser refuses';
  return 'other (a bug to fix)';
}

const counts = { lines: 0, repaired: 0, notRepaired: 0, notRepairedRefused: 0, sameWritten: 0, sameDecoded: 0, bothRefused: 0, different: 0 };
const classes = new Map();
const perFile = new Map();
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const text of rl) {
  if (!text) continue;
  const l = JSON.parse(text);
  l.kinds = l.kinds || [];
  counts.lines++;
  const f = perFile.get(l.file) || { lines: 0, repaired: 0, same: 0 };
  perFile.set(l.file, f);
  f.lines++;
  if (!l.ok) {
    counts.notRepaired++;
    if (href(l.input) === null) counts.notRepairedRefused++;
    const k = 'not repaired: ' + l.error.replace(/"[^"]*"/g, '"…"').replace(/offset \d+/, 'offset N');
    if (!classes.has(k)) classes.set(k, []);
    classes.get(k).push(l);
    continue;
  }
  counts.repaired++;
  f.repaired++;
  const a = href(l.input), r = href(l.result);
  if (a === null && r === null) { counts.bothRefused++; f.same++; continue; }
  if (a !== null && a === r) { counts.sameWritten++; f.same++; continue; }
  if (a !== null && r !== null && decode(a).equals(decode(r))) { counts.sameDecoded++; f.same++; continue; }
  counts.different++;
  const k = classify(l, a, r);
  if (!classes.has(k)) classes.set(k, []);
  classes.get(k).push({ ...l, hrefOriginal: a, hrefRepaired: r });
}

const pct = (n, d) => (100 * n / d).toFixed(2) + '%';
const same = counts.sameWritten + counts.sameDecoded + counts.bothRefused;
console.log(`rejected lines: ${counts.lines}`);
console.log(`repaired into valid URIs: ${counts.repaired} (${pct(counts.repaired, counts.lines)})`);
console.log(`not repaired (an error): ${counts.notRepaired}, of which the browser refuses too: ${counts.notRepairedRefused}`);
console.log(`same href as the original: ${same} of ${counts.repaired} (${pct(same, counts.repaired)})`);
console.log(`  as written: ${counts.sameWritten}; after percent-decoding: ${counts.sameDecoded}; both refused by the browser: ${counts.bothRefused}`);
console.log(`different: ${counts.different}`);
console.log('\nper file (rejected, repaired, same):');
for (const [f, c] of [...perFile].sort()) console.log(`  ${f}: ${c.lines} ${c.repaired} ${c.same}`);
console.log('\ndifferences and failures by class:');
for (const [k, ls] of [...classes].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`  ${ls.length}  ${k}`);
  for (const l of ls.slice(0, show)) {
    console.log(`      ${JSON.stringify(l.input)} -> ${JSON.stringify(l.result ?? null)}`);
    if (l.ok) console.log(`        browser: ${JSON.stringify(l.hrefOriginal)} vs ${JSON.stringify(l.hrefRepaired)}`);
  }
}
