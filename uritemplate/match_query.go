package uritemplate

import (
	"sort"
	"strconv"
	"strings"
)

// The query of a URI as routers read it (match.go's MatchWith): "+" as a
// space (application/x-www-form-urlencoded, MatchOptions.Form), and the
// parameters of a form-style query in any order. Both rewrite the URI into
// the one the template's expansion would write, and the match runs on
// that; a rewrite keeps, for its errors, where each piece came from.

// rewrite is a URI rewritten from orig: s, made of pieces each copied
// from orig or standing for one byte of it.
type rewrite struct {
	orig, s string
	pieces  []piece // in order of at; none when s is orig
	err     error   // why the rewrite cannot be matched (reorderQuery)
}

// A piece of a rewrite: s[at:at+n] comes from orig[from:], byte for byte
// when same, else it stands for the one byte orig[from] ("%20" for "+").
type piece struct {
	at, from, n int
	same        bool
}

// add appends text to the rewrite, standing for orig[from:] (byte for byte
// when same).
func (r *rewrite) add(b *strings.Builder, text string, from int, same bool) {
	if text == "" {
		return
	}
	r.pieces = append(r.pieces, piece{at: b.Len(), from: from, n: len(text), same: same})
	b.WriteString(text)
}

// origOffset maps an offset in s to one in orig.
func (r *rewrite) origOffset(off int) int {
	if len(r.pieces) == 0 {
		return off
	}
	k := sort.Search(len(r.pieces), func(i int) bool { return r.pieces[i].at > off }) - 1
	if k < 0 {
		return 0
	}
	p := r.pieces[k]
	switch {
	case off >= p.at+p.n: // the end of s
		return len(r.orig)
	case p.same:
		return p.from + off - p.at
	}
	return p.from
}

// relocate makes an error about s one about orig.
func (r *rewrite) relocate(err error) error {
	e, ok := err.(*Error)
	if !ok || len(r.pieces) == 0 {
		return err
	}
	c := *e
	c.Input, c.Offset = r.orig, r.origOffset(e.Offset)
	// The text quoted is the URI's as given, from the offset on.
	if rest, ok := strings.CutPrefix(c.Reason, "URI "); ok {
		old := "end"
		if q, err := strconv.QuotedPrefix(rest); err == nil {
			old = q
		}
		if strings.HasPrefix(rest, old) {
			got := "end"
			if c.Offset < len(r.orig) {
				got = quote(r.orig[c.Offset:min(len(r.orig), c.Offset+12)])
			}
			c.Reason = "URI " + got + rest[len(old):]
		}
	}
	return &c
}

// querySpan returns where the query of uri is: from after its first "?"
// to its "#" or end; ok false without a "?".
func querySpan(uri string) (start, end int, ok bool) {
	q := strings.IndexByte(uri, '?')
	if q < 0 {
		return 0, 0, false
	}
	end = len(uri)
	if h := strings.IndexByte(uri[q:], '#'); h >= 0 {
		end = q + h
	}
	return q + 1, end, true
}

// formQuery reads "+" in the query of uri as a space: each becomes "%20",
// as expansion writes a space.
func formQuery(uri string) *rewrite {
	r := &rewrite{orig: uri, s: uri}
	start, end, ok := querySpan(uri)
	if !ok || !strings.Contains(uri[start:end], "+") {
		return r
	}
	var b strings.Builder
	b.Grow(len(uri) + 2*strings.Count(uri[start:end], "+"))
	last := 0
	for i := start; i < end; i++ {
		if uri[i] == '+' {
			r.add(&b, uri[last:i], last, true)
			r.add(&b, "%20", i, false)
			last = i + 1
		}
	}
	r.add(&b, uri[last:], last, true)
	r.s = b.String()
	return r
}

// queryRegion returns the parts of t that make a form-style query: a "?"
// expression, the "&" expressions after it, then the end of the template
// or a fragment ("{#...}" or a literal starting with "#"), with no "?" in
// a literal before it. ok false when t has none.
func queryRegion(t *Template) (first, end int, ok bool) {
	parts := t.s().parts
	first = -1
	for i := range parts {
		p := &parts[i]
		if p.Vars == nil && strings.Contains(p.Literal, "?") {
			return 0, 0, false
		}
		if p.Vars != nil && p.Operator == '?' {
			first = i
			break
		}
	}
	if first < 0 {
		return 0, 0, false
	}
	end = first + 1
	for end < len(parts) && parts[end].Vars != nil && parts[end].Operator == '&' {
		end++
	}
	if end < len(parts) {
		p := &parts[end]
		if !(p.Vars != nil && p.Operator == '#' || p.Vars == nil && strings.HasPrefix(p.Literal, "#")) {
			return 0, 0, false
		}
	}
	return first, end, true
}

// reorderQuery puts the parameters of the query of in.s in the order the
// template's form-style query expressions write them, by name: the
// parameters named by each varspec in turn, in the order they come, those
// no varspec names with the first exploded varspec (an associative array
// may hold any name), or dropped when allowUnknown, or else an error. It
// returns nil when the template has no such query or the URI no query, or
// when nothing moves.
func reorderQuery(t *Template, in *rewrite, allowUnknown bool) *rewrite {
	first, end, ok := queryRegion(t)
	if !ok {
		return nil
	}
	qs, qe, ok := querySpan(in.s)
	if !ok {
		return nil
	}
	if inOrder(t, first, end, in.s[qs:qe]) {
		return nil
	}
	var specs []*VarSpec
	for i := first; i < end; i++ {
		for j := range t.s().parts[i].Vars {
			specs = append(specs, &t.s().parts[i].Vars[j])
		}
	}
	group := make(map[string]int, len(specs)) // name: index of its first varspec
	catchAll := -1
	for k, v := range specs {
		if _, seen := group[v.Name]; !seen {
			group[v.Name] = k
		}
		if v.Explode && catchAll < 0 {
			catchAll = k
		}
	}
	type param struct{ start, end int } // in in.s
	groups := make([][]param, len(specs))
	moved := false
	last := -1
	for i := qs; i <= qe; {
		j := i + strings.IndexByte(in.s[i:qe]+"&", '&')
		name, _, _ := strings.Cut(in.s[i:j], "=")
		k, named := group[name]
		switch {
		case named:
		case catchAll >= 0:
			k = catchAll
		case allowUnknown:
			moved = true
			i = j + 1
			continue
		default:
			at := in.origOffset(i)
			where := quote(t.s().parts[first].Text) + " (template offset " + strconv.Itoa(t.s().parts[first].Offset) + ")"
			return &rewrite{err: newError(in.orig, at, ErrNoMatch, "query parameter "+quote(name)+" is not one the template names in "+where+
				"; allow unknown parameters to ignore it")}
		}
		if k < last {
			moved = true
		}
		last = max(last, k)
		groups[k] = append(groups[k], param{i, j})
		i = j + 1
	}
	if !moved {
		return nil
	}
	for k, v := range specs {
		if !v.Explode && len(groups[k]) > 1 && group[v.Name] == k && countName(specs, v.Name) == 1 {
			p := groups[k][1]
			return &rewrite{err: newError(in.orig, in.origOffset(p.start), ErrNoMatch, "query parameter "+quote(v.Name)+
				" comes more than once, and "+quote(v.Name)+" (template offset "+strconv.Itoa(v.Offset)+") takes one value; a list is written "+
				v.Name+"=a,b, or explode it ("+v.Name+"*) for "+v.Name+"=a&"+v.Name+"=b")}
		}
	}
	r := &rewrite{orig: in.orig}
	var b strings.Builder
	b.Grow(len(in.s))
	from := func(i int) int { return in.origOffset(i) }
	r.add(&b, in.s[:qs-1], 0, true)
	if len(in.pieces) > 0 {
		// Composed with the form rewrite: copy in.s's pieces as they map.
		r.pieces = r.pieces[:0]
		b.Reset()
		copyRange(r, &b, in, 0, qs-1)
	}
	sep := "?"
	for _, g := range groups {
		for _, p := range g {
			r.add(&b, sep, from(qs-1), false)
			if len(in.pieces) > 0 {
				copyRange(r, &b, in, p.start, p.end)
			} else {
				r.add(&b, in.s[p.start:p.end], p.start, true)
			}
			sep = "&"
		}
	}
	if len(in.pieces) > 0 {
		copyRange(r, &b, in, qe, len(in.s))
	} else {
		r.add(&b, in.s[qe:], qe, true)
	}
	r.s = b.String()
	return r
}

// inOrder reports, for a query of a template with few varspecs, whether
// its parameters are named in the template's order (those no varspec
// names going with the first exploded one), so that nothing moves: the
// common case, told without allocating. With many varspecs it says no, and
// reorderQuery looks the names up in a map.
func inOrder(t *Template, first, end int, query string) bool {
	parts := t.s().parts[first:end]
	n := 0
	for i := range parts {
		n += len(parts[i].Vars)
	}
	if n > 16 {
		return false
	}
	last := -1
	for query != "" || last < 0 {
		p, rest, _ := strings.Cut(query, "&")
		name, _, _ := strings.Cut(p, "=")
		k, catchAll, i := -1, -1, 0
		for pi := range parts {
			for _, v := range parts[pi].Vars {
				if k < 0 && v.Name == name {
					k = i
				}
				if catchAll < 0 && v.Explode {
					catchAll = i
				}
				i++
			}
		}
		if k < 0 {
			k = catchAll
		}
		if k < 0 || k < last {
			return false
		}
		last, query = k, rest
	}
	return true
}

// queryReadIn reports whether vars, read from the URI with its query's
// parameters put in order, took them in t's query expressions: without the
// variables of those expressions, t expands to uri less its query. A
// variable named both there and elsewhere leaves the answer yes.
func queryReadIn(t *Template, vars Values, uri string) bool {
	first, end, _ := queryRegion(t)
	parts := t.s().parts
	rest := make(Values, len(vars))
	for k, v := range vars {
		rest[k] = v
	}
	for i := first; i < end; i++ {
		for _, v := range parts[i].Vars {
			delete(rest, v.Name)
		}
	}
	for i := range parts {
		if i >= first && i < end {
			continue
		}
		for _, v := range parts[i].Vars {
			if _, ok := vars[v.Name]; ok {
				if _, kept := rest[v.Name]; !kept {
					return true
				}
			}
		}
	}
	qs, qe, _ := querySpan(uri)
	got, err := t.Expand(rest)
	return err == nil && got == uri[:qs-1]+uri[qe:]
}

// copyRange appends in.s[i:j] to r, each byte mapped to orig as in maps it.
func copyRange(r *rewrite, b *strings.Builder, in *rewrite, i, j int) {
	for i < j {
		k := sort.Search(len(in.pieces), func(n int) bool { return in.pieces[n].at > i }) - 1
		p := in.pieces[k]
		e := min(j, p.at+p.n)
		if p.same {
			r.add(b, in.s[i:e], p.from+i-p.at, true)
		} else {
			r.add(b, in.s[i:e], p.from, false)
		}
		i = e
	}
}

func countName(specs []*VarSpec, name string) int {
	n := 0
	for _, v := range specs {
		if v.Name == name {
			n++
		}
	}
	return n
}
