package main

// --repair, for the commands that read URIs from the wild (parse, resolve,
// normalize, links, query, edit): each input is first repaired as
// "uri repair" repairs it (package repair: a space, "é", "|", a stray "%",
// white space around it ...), and every repair is reported: in text output
// one line per repair on standard error ("line 3: repaired: encoded-space
// at offset 20: space written %20"), with --json as the record's "repairs"
// array, [{"kind","offset","message"}] as uri repair gives it, offsets in
// the input (the array is there, empty or not, whenever --repair is).
// Without --repair, an input that repair would make acceptable fails with
// an error that says so and shows the repaired text.

// repairFlagHelp is the help line of --repair.
const repairFlagHelp = `repair each input first, as "uri repair" does (a space, "é", "|", a stray "%" ...); each repair is listed on standard error (--json: in "repairs")`

// Repair declares --repair.
func (fs *flagSet) Repair() *bool { return fs.Bool("repair", repairFlagHelp) }

// repairAbout ends the help of each command with --repair.
const repairAbout = `

URIs found in the wild (web pages, logs, crawl lists) are often not valid:
a space, "é", "|", "[" in a query, a stray "%". Such an input is an error,
which says so when "uri repair" would fix it. With --repair each input is
first repaired as uri repair does (as browsers do), the rest of the command
works on the repaired text, and each repair is listed on standard error
("line 3: repaired: encoded-space at offset 20: space written %20") or,
with --json, in the record's "repairs": [{"kind","offset","message"}],
offsets in the input.`
