// nodecheck compares, line by line, what Node's URL (the URL Standard as
// Node's bundled ada implements it) and `uri normalize --whatwg` give for
// every line of the URL lists, and classifies each difference. Not part of
// `go test`: it needs Node (20 or later) and a built `uri`.
//
//	go build -o /tmp/uri ./cmd/uri
//	node tools/nodecheck/nodecheck.mjs /tmp/uri ../shared/data/urls/*.txt
//
// Output: per file, the lines compared and the differences by class; then
// up to three examples of each class. docs/WHATWG_NODE.md has the result.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename } from "node:path";

const [bin, ...files] = process.argv.slice(2);
if (!bin || files.length === 0) {
  console.error("usage: node nodecheck.mjs URI-BINARY FILE...");
  process.exit(2);
}

// classify names the change to the URL Standard (or to UTS #46) since the
// ada that Node bundles that explains a difference; "unexplained" is a
// bug to look at.
function classify(input, node, ours) {
  if (node.ok && ours.ok) {
    const n = new URL(node.href);
    const o = ours.href;
    // whatwg/url#846 (merged March 2025): "^" is in the path
    // percent-encode set.
    if (node.href.replaceAll("^", "%5E") === o) return "path-caret-encoded";
    // whatwg/url#844 (merged March 2025): an opaque path's space before
    // "?" or "#" is written %20, so that opaque paths round-trip.
    if (n.pathname.includes(" ") || node.href.replace(/ (?=[?#]|$)/g, "%20") === o) return "opaque-path-space";
    if (n.hostname !== new URL(o).hostname) return "idna-host";
    return "unexplained";
  }
  if (!node.ok && ours.ok) {
    // whatwg/url#914: with beStrict false an ASCII domain is only
    // lower-cased, so an "xn--" label that Node's ada refuses (invalid
    // Punycode) is a host.
    if (/(^|[./@])xn--/i.test(ours.href)) return "idna-xn-label-accepted";
    return "unexplained";
  }
  if (node.ok && !ours.ok) {
    if (/domain-to-ASCII/.test(ours.error)) return "idna-host-refused";
    return "unexplained";
  }
  return "unexplained";
}

const examples = new Map();
let total = 0, diffTotal = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  let lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const input = lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
  const r = spawnSync(bin, ["normalize", "--whatwg", "--json", "--json-input"], {
    input, maxBuffer: 1 << 30, encoding: "utf8",
  });
  const recs = r.stdout.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
  if (recs.length !== lines.length) {
    console.error(`${file}: ${recs.length} records for ${lines.length} lines`);
    process.exit(1);
  }
  const counts = new Map();
  lines.forEach((line, i) => {
    let node;
    try {
      node = { ok: true, href: new URL(line).href };
    } catch {
      node = { ok: false };
    }
    const rec = recs[i];
    const ours = rec.ok ? { ok: true, href: rec.result } : { ok: false, error: rec.error };
    if (node.ok === ours.ok && (!node.ok || node.href === ours.href)) return;
    const c = classify(line, node, ours);
    counts.set(c, (counts.get(c) ?? 0) + 1);
    const ex = examples.get(c) ?? [];
    if (ex.length < 3) ex.push({ file: basename(file), line: i + 1, input: line, node: node.ok ? node.href : "failure", ours: ours.ok ? ours.href : ours.error });
    examples.set(c, ex);
  });
  const diffs = [...counts.values()].reduce((a, b) => a + b, 0);
  total += lines.length;
  diffTotal += diffs;
  console.log(`${basename(file)}: ${lines.length} lines, ${diffs} differences ${JSON.stringify(Object.fromEntries(counts))}`);
}
console.log(`total: ${total} lines, ${diffTotal} differences (Node ${process.version}, ada ${process.versions.ada})`);
for (const [c, ex] of examples) {
  console.log(`\n${c}:`);
  for (const e of ex) console.log(`  ${e.file}:${e.line} ${JSON.stringify(e.input)}\n    node: ${e.node}\n    ours: ${e.ours}`);
}
