package uritemplate

// The program Match runs (match.go): the template compiled into
// instructions whose language is exactly the set of expansions of the
// template, each variable taken alone (RFC 6570 §3.2 read backwards). The
// order of the alternatives in each split is Match's documented choice:
// defined before undefined, shorter before longer, a list before an
// associative array.

type opcode uint8

const (
	iMatch  opcode = iota // success when the whole URI is consumed
	iFail                 // no way on
	iLit                  // the text lit
	iSplit                // try x, then y
	iJmp                  // go to x
	iUnit                 // one unit (a character or a triplet) of class
	iPrefix               // a run of at most n characters (§2.4.1) of class, shortest first; min1: not empty
	iMark                 // record the position (mark, v)
)

// Unit classes: what one variable's expansion may hold.
const (
	classU      uint8 = iota // U: unreserved, and triplets that U writes (upper case, not of an unreserved octet)
	classUComma              // U and ",": an unexploded list under U
	classR                   // U+R: unreserved / reserved / any pct-encoded triplet
)

// Marks, in the order the decoder (match_decode.go) reads them.
const (
	mVar     uint8 = iota // a varspec starts (v: its index in Template.vars)
	mList                 // the value is an exploded list
	mAssoc                // the value is an exploded associative array
	mItem                 // a list member or a pair starts
	mKeyEnd               // a pair's name ends
	mVal                  // a value's text starts
	mItemEnd              // a member or pair ends
	mVarEnd               // the varspec ends
)

type instr struct {
	op    opcode
	class uint8
	mark  uint8
	min1  bool
	lit   string
	x, y  int32
	n     int32 // iPrefix: max-length; iMark: varspec index
	part  int32 // the template part the instruction comes from
	slot  int32 // iPrefix: its index among the prefix instructions
}

type compiler struct {
	prog     []instr
	part     int32
	prefixes int32 // iPrefix instructions so far
}

func (c *compiler) emit(in instr) int32 {
	in.part = c.part
	c.prog = append(c.prog, in)
	return int32(len(c.prog) - 1)
}

func (c *compiler) here() int32 { return int32(len(c.prog)) }

func (c *compiler) lit(s string) {
	if s != "" {
		c.emit(instr{op: iLit, lit: s})
	}
}

func (c *compiler) mark(m uint8, v int) { c.emit(instr{op: iMark, mark: m, n: int32(v)}) }

// run0 emits a run of zero or more units, shortest first.
func (c *compiler) run0(class uint8) {
	l := c.here()
	c.emit(instr{op: iSplit, x: l + 3, y: l + 1})
	c.emit(instr{op: iUnit, class: class})
	c.emit(instr{op: iJmp, x: l})
}

// run1 emits a run of one or more units.
func (c *compiler) run1(class uint8) {
	c.emit(instr{op: iUnit, class: class})
	c.run0(class)
}

// compile compiles t; it also returns the number of iPrefix instructions.
func compile(t *Template) ([]instr, int) {
	c := &compiler{prog: make([]instr, 0, 4*len(t.s().parts)+12*len(t.s().vars)+1)}
	vi := 0 // index in t.s().vars of the part's first varspec
	for i := range t.s().parts {
		p := &t.s().parts[i]
		c.part = int32(i)
		if p.Vars == nil {
			c.lit(p.Literal)
			continue
		}
		c.expression(p, vi)
		vi += len(p.Vars)
	}
	c.part = int32(len(t.s().parts))
	c.emit(instr{op: iMatch})
	return c.prog, int(c.prefixes)
}

// expression compiles one expression whose first varspec is t.s().vars[vi]:
// empty (all undefined), or first, then the defined varspecs in order with
// sep between them (§3.2.1, Appendix A).
func (c *compiler) expression(p *Part, vi int) {
	op := &operators[p.Operator]
	k := len(p.Vars)
	split := c.emit(instr{op: iSplit}) // x: some variable defined; y: none
	c.prog[split].x = c.here()
	if op.first != 0 {
		c.lit(string(op.first))
	}
	// A[i]: at varspec i, none defined yet; B[i]: some defined. Each is a
	// split (define it, skip it); D[i] is the varspec's own code.
	a := make([]int32, k+1)
	b := make([]int32, k+1)
	for i := 0; i < k; i++ {
		a[i] = c.emit(instr{op: iSplit})
	}
	a[k] = c.emit(instr{op: iFail}) // the first string was written: one must be defined
	for i := 0; i < k; i++ {
		b[i] = c.emit(instr{op: iSplit})
	}
	b[k] = c.emit(instr{op: iJmp})
	d := make([]int32, k)
	for i := 0; i < k; i++ {
		// B[i] writes sep, then falls into D[i]; A[i] jumps to D[i].
		sep := c.emit(instr{op: iLit, lit: string(op.sep)})
		c.prog[b[i]].x, c.prog[b[i]].y = sep, b[i+1]
		d[i] = c.here()
		c.prog[a[i]].x, c.prog[a[i]].y = d[i], a[i+1]
		c.varspec(op, &p.Vars[i], vi+i)
		c.emit(instr{op: iJmp, x: b[i+1]})
	}
	end := c.here()
	c.prog[b[k]].x = end
	c.prog[split].y = end
}

// varspec compiles the expansion of one defined variable (Appendix A,
// "If this variable's value is a string ...").
func (c *compiler) varspec(op *operator, v *VarSpec, vi int) {
	class := classU
	if op.reserved() {
		class = classR
	}
	c.mark(mVar, vi)
	switch {
	case !v.Explode:
		// A string (or, without a prefix, a list joined with ",").
		runClass := class
		if class == classU && v.Prefix == 0 {
			runClass = classUComma
		}
		if op.named {
			c.lit(v.Name)
			c.emptyOrValue(op, runClass, v.Prefix, vi)
		} else {
			c.mark(mVal, vi)
			c.value(runClass, v.Prefix, false)
		}
	default:
		// An exploded list or associative array (a string is a list of
		// one member).
		split := c.emit(instr{op: iSplit})
		var done []int32
		for shape := 0; shape < 2; shape++ {
			if shape == 0 {
				c.prog[split].x = c.here()
				c.mark(mList, vi)
			} else {
				c.prog[split].y = c.here()
				c.mark(mAssoc, vi)
			}
			item := c.here()
			c.mark(mItem, vi)
			switch {
			case shape == 0 && !op.named:
				c.mark(mVal, vi)
				c.run0(class)
			case shape == 0:
				c.lit(v.Name)
				c.emptyOrValue(op, class, 0, vi)
			case !op.named:
				c.run0(class)
				c.mark(mKeyEnd, vi)
				c.lit("=")
				c.mark(mVal, vi)
				c.run0(class)
			default:
				c.run0(class)
				c.mark(mKeyEnd, vi)
				c.emptyOrValue(op, class, 0, vi)
			}
			c.mark(mItemEnd, vi)
			more := c.emit(instr{op: iSplit}) // x: the value ends; y: sep and another
			c.prog[more].y = c.here()
			c.lit(string(op.sep))
			c.emit(instr{op: iJmp, x: item})
			done = append(done, more)
		}
		for _, d := range done {
			c.prog[d].x = c.here()
		}
	}
	c.mark(mVarEnd, vi)
}

// emptyOrValue compiles a named variable's or member's value: ifemp when
// it is empty, else "=" and a non-empty value (of at most prefix
// characters when prefix > 0).
func (c *compiler) emptyOrValue(op *operator, class uint8, prefix, vi int) {
	split := c.emit(instr{op: iSplit})
	c.prog[split].x = c.here()
	if op.ifemp != 0 {
		c.lit(string(op.ifemp))
	}
	jmp := c.emit(instr{op: iJmp})
	c.prog[split].y = c.here()
	c.lit("=")
	c.mark(mVal, vi)
	c.value(class, prefix, true)
	c.prog[jmp].x = c.here()
}

// value compiles a value's text: a run of units, at most prefix characters
// when prefix > 0, at least one unit when min1.
func (c *compiler) value(class uint8, prefix int, min1 bool) {
	switch {
	case prefix > 0:
		c.emit(instr{op: iPrefix, class: class, n: int32(prefix), min1: min1, slot: c.prefixes})
		c.prefixes++
	case min1:
		c.run1(class)
	default:
		c.run0(class)
	}
}
