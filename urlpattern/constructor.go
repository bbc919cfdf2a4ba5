package urlpattern

// §1.7 (the Standard's "Constructor string parsing"): a pattern written as
// one string, "https://example.com/:category/*", split into components.

type csState uint8

const (
	csInit csState = iota
	csProtocol
	csAuthority
	csUsername
	csPassword
	csHostname
	csPort
	csPathname
	csSearch
	csHash
	csDone
)

// component returns the component a state reads, for the states that read one.
func (s csState) component() Component {
	switch s {
	case csProtocol:
		return Protocol
	case csUsername:
		return Username
	case csPassword:
		return Password
	case csHostname:
		return Hostname
	case csPort:
		return Port
	case csPathname:
		return Pathname
	case csSearch:
		return Search
	}
	return Hash
}

type constructorParser struct {
	input          string
	tokens         []token
	result         dict
	componentStart int
	tokenIndex     int
	tokenIncrement int
	groupDepth     int
	ipv6Depth      int
	special        bool
	state          csState
}

// parseConstructorString is "parse a constructor string".
func parseConstructorString(input string) (dict, error) {
	buf := tokenBuffers.Get().(*[]token)
	tokens, _ := tokenizeInto(*buf, input, lenient)
	defer pooledTokens(buf, tokens)
	p := &constructorParser{input: input, tokens: tokens, tokenIncrement: 1}
	for p.tokenIndex < len(p.tokens) {
		p.tokenIncrement = 1
		if p.tokens[p.tokenIndex].typ == tokEnd {
			if p.state == csInit {
				p.rewind()
				switch {
				case p.isHashPrefix():
					p.changeState(csHash, 1)
				case p.isSearchPrefix():
					p.changeState(csSearch, 1)
				default:
					p.changeState(csPathname, 0)
				}
				p.tokenIndex += p.tokenIncrement
				continue
			}
			if p.state == csAuthority {
				p.rewindAndSet(csHostname)
				p.tokenIndex += p.tokenIncrement
				continue
			}
			p.changeState(csDone, 0)
			break
		}
		if p.tokens[p.tokenIndex].typ == tokOpen {
			p.groupDepth++
			p.tokenIndex += p.tokenIncrement
			continue
		}
		if p.groupDepth > 0 {
			if p.tokens[p.tokenIndex].typ == tokClose {
				p.groupDepth--
			} else {
				p.tokenIndex += p.tokenIncrement
				continue
			}
		}
		switch p.state {
		case csInit:
			if p.isChar(p.tokenIndex, ":") {
				p.rewindAndSet(csProtocol)
			}
		case csProtocol:
			if p.isChar(p.tokenIndex, ":") {
				if err := p.computeSpecial(); err != nil {
					return dict{}, err
				}
				next, skip := csPathname, 1
				if p.isChar(p.tokenIndex+1, "/") && p.isChar(p.tokenIndex+2, "/") {
					next, skip = csAuthority, 3
				} else if p.special {
					next = csAuthority
				}
				p.changeState(next, skip)
			}
		case csAuthority:
			if p.isChar(p.tokenIndex, "@") {
				p.rewindAndSet(csUsername)
			} else if p.isChar(p.tokenIndex, "/") || p.isSearchPrefix() || p.isHashPrefix() {
				p.rewindAndSet(csHostname)
			}
		case csUsername:
			if p.isChar(p.tokenIndex, ":") {
				p.changeState(csPassword, 1)
			} else if p.isChar(p.tokenIndex, "@") {
				p.changeState(csHostname, 1)
			}
		case csPassword:
			if p.isChar(p.tokenIndex, "@") {
				p.changeState(csHostname, 1)
			}
		case csHostname:
			switch {
			case p.isChar(p.tokenIndex, "["):
				p.ipv6Depth++
			case p.isChar(p.tokenIndex, "]"):
				p.ipv6Depth--
			case p.isChar(p.tokenIndex, ":") && p.ipv6Depth == 0:
				p.changeState(csPort, 1)
			case p.isChar(p.tokenIndex, "/"):
				p.changeState(csPathname, 0)
			case p.isSearchPrefix():
				p.changeState(csSearch, 1)
			case p.isHashPrefix():
				p.changeState(csHash, 1)
			}
		case csPort:
			switch {
			case p.isChar(p.tokenIndex, "/"):
				p.changeState(csPathname, 0)
			case p.isSearchPrefix():
				p.changeState(csSearch, 1)
			case p.isHashPrefix():
				p.changeState(csHash, 1)
			}
		case csPathname:
			if p.isSearchPrefix() {
				p.changeState(csSearch, 1)
			} else if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		case csSearch:
			if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		}
		p.tokenIndex += p.tokenIncrement
	}
	if p.result.exists(Hostname) && !p.result.exists(Port) {
		p.result.set(Port, "")
	}
	return p.result, nil
}

// changeState is "change state".
func (p *constructorParser) changeState(next csState, skip int) {
	s := p.state
	if s != csInit && s != csAuthority && s != csDone {
		p.result.set(s.component(), p.componentString())
	}
	if s != csInit && next != csDone {
		if (s == csProtocol || s == csAuthority || s == csUsername || s == csPassword) &&
			(next == csPort || next == csPathname || next == csSearch || next == csHash) && !p.result.exists(Hostname) {
			p.result.set(Hostname, "")
		}
		if (s >= csProtocol && s <= csPort) && (next == csSearch || next == csHash) && !p.result.exists(Pathname) {
			if p.special {
				p.result.set(Pathname, "/")
			} else {
				p.result.set(Pathname, "")
			}
		}
		if (s >= csProtocol && s <= csPathname) && next == csHash && !p.result.exists(Search) {
			p.result.set(Search, "")
		}
	}
	p.state = next
	p.tokenIndex += skip
	p.componentStart = p.tokenIndex
	p.tokenIncrement = 0
}

// rewind is "rewind".
func (p *constructorParser) rewind() {
	p.tokenIndex = p.componentStart
	p.tokenIncrement = 0
}

// rewindAndSet is "rewind and set state".
func (p *constructorParser) rewindAndSet(s csState) {
	p.rewind()
	p.state = s
}

// safeToken is "get a safe token".
func (p *constructorParser) safeToken(i int) token {
	if i < len(p.tokens) {
		return p.tokens[i]
	}
	return p.tokens[len(p.tokens)-1]
}

// isChar is "is a non-special pattern char".
func (p *constructorParser) isChar(i int, value string) bool {
	t := p.safeToken(i)
	if t.value != value {
		return false
	}
	return t.typ == tokChar || t.typ == tokEscapedChar || t.typ == tokInvalidChar
}

// isSearchPrefix is "is a search prefix".
func (p *constructorParser) isSearchPrefix() bool {
	if p.isChar(p.tokenIndex, "?") {
		return true
	}
	if p.tokens[p.tokenIndex].value != "?" {
		return false
	}
	if p.tokenIndex-1 < 0 {
		return true
	}
	switch p.safeToken(p.tokenIndex - 1).typ {
	case tokName, tokRegexp, tokClose, tokAsterisk:
		return false
	}
	return true
}

// isHashPrefix is "is a hash prefix".
func (p *constructorParser) isHashPrefix() bool { return p.isChar(p.tokenIndex, "#") }

// componentString is "make a component string".
func (p *constructorParser) componentString() string {
	t := p.tokens[p.tokenIndex]
	start := p.safeToken(p.componentStart).index
	return p.input[start:t.index]
}

// computeSpecial is "compute protocol matches a special scheme flag".
func (p *constructorParser) computeSpecial() error {
	c, err := compileProtocol(p.componentString())
	if err != nil {
		return err
	}
	p.special = c.matchesSpecialScheme()
	return nil
}
