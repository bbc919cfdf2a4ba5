package whatwg

// The basic URL parser's states for file URLs (§4.4): file, file slash and
// file host, with the Windows drive letter quirks (§4.2).

import "github.com/urikit/urikit/internal/ascii"

// file is the file state (§4.4).
func (p *parser) file(i int) (state, int) {
	// Step 1: the scheme is "file" (written already when the input has it).
	if p.schemeEnd < 0 {
		p.b.str("file:")
		p.schemeEnd = p.b.len() - 1
	}
	p.scheme = schemeFile
	// Step 2: the host is empty, until a later state says otherwise.
	c := p.c(i)
	base := &p.base
	switch {
	case c == '/' || c == '\\':
		// Step 3.
		if c == '\\' {
			p.report(InvalidReverseSolidus, i)
		}
		return stateFileSlash, i + 1
	case p.hasBase && base.scheme == schemeFile:
		// Step 4.1: the base's host, path and query; steps 4.2-4.3.
		p.copyAuthority()
		bp := base.Pathname()
		if st, j, done := p.baseRest(c, i, bp); done {
			return st, j
		}
		// Step 4.4: a relative path.
		if !startsWithDriveLetter(p.in[i:]) {
			p.basePath = p.shortened(bp)
		} else {
			p.report(FileInvalidWindowsDriveLetter, i)
		}
		return statePath, i
	}
	// Step 5.
	p.emptyHost()
	return statePath, i
}

// emptyHost writes "//" for the empty host.
func (p *parser) emptyHost() {
	p.b.str("//")
	p.hostKind = HostEmpty
	p.userEnd = p.b.len()
	p.hostStart = p.b.len()
	p.hostEnd = p.b.len()
	p.hostSet = true
}

// fileSlash is the file slash state (§4.4).
func (p *parser) fileSlash(i int) (state, int) {
	c := p.c(i)
	if c == '/' || c == '\\' {
		// Step 1.
		if c == '\\' {
			p.report(InvalidReverseSolidus, i)
		}
		return stateFileHost, i + 1
	}
	// Step 2.
	base := &p.base
	if p.hasBase && base.scheme == schemeFile {
		// Step 2.1.1: the base's host.
		p.copyAuthority()
		// Step 2.1.2: the base's drive letter.
		bp := base.Pathname()
		if !startsWithDriveLetter(p.in[i:]) && len(bp) >= 3 && isNormalizedDriveLetter(bp[1:3]) &&
			(len(bp) == 3 || bp[3] == '/') {
			p.basePath = bp[:3]
		}
	} else {
		p.emptyHost()
	}
	return statePath, i
}

// fileHost is the file host state (§4.4).
func (p *parser) fileHost(i int) (state, int, bool) {
	in := p.in
	j := i
	for j < len(in) && in[j] != '/' && in[j] != '\\' && in[j] != '?' && in[j] != '#' {
		j++
	}
	switch {
	case p.override == stateNone && j-i == 2 && isDriveLetter(in[i:j]):
		// Step 1.1: the "host" is a drive letter, which begins the path.
		p.report(FileInvalidWindowsDriveLetterHost, i)
		p.emptyHost()
		p.noCheck = j
		return statePath, i, true
	case j == i:
		// Step 1.2.
		p.emptyHost()
		if p.override != stateNone {
			return stateDone, j, true
		}
		return statePathStart, j, true
	}
	// Step 1.3.
	p.b.str("//")
	p.userEnd = p.b.len()
	// Step 1.3.3: "localhost" is the empty host (host.go).
	p.fileH = true
	if !p.hostParse(i, j, false) {
		return stateDone, j, false
	}
	if p.override != stateNone {
		return stateDone, j, true
	}
	return statePathStart, j, true
}

// isDriveLetter reports whether s is a Windows drive letter (§4.2): an
// ASCII alpha and ":" or "|".
func isDriveLetter(s string) bool {
	return len(s) == 2 && ascii.IsAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedDriveLetter: an ASCII alpha and ":".
func isNormalizedDriveLetter(s string) bool {
	return len(s) == 2 && ascii.IsAlpha(s[0]) && s[1] == ':'
}

// startsWithDriveLetter reports whether s starts with a Windows drive
// letter (§4.2): one, then the end or "/", "\", "?" or "#".
func startsWithDriveLetter(s string) bool {
	if len(s) < 2 || !isDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}
