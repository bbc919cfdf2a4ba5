package canon

import "bytes"

// Session ids that IAURLCanonicalizer removes (URLRegexTransformer's
// PATH_OPTS and QUERY_OPTS), written out as the regular expressions match
// them. Each expression is greedy at its start ("^(.*)" or "^.*/"), so it
// removes the last place where it matches; each is tried once, in order,
// and only when its marker is in the text as given. The text here is
// already in lower case (the expressions ignore case).

// stripQuerySessionID removes from the query q, in turn: a jsessionid,
// phpsessid or sid of 32 letters and digits, an ASPSESSIONID of 8 letters
// with a value of 24 letters, and a cfid followed by a cftoken; each with
// the "&" after it (when something follows).
func stripQuerySessionID(q []byte) []byte {
	var found [len(queryMarkers)]bool
	for i, m := range queryMarkers {
		found[i] = contains(q, m)
	}
	for i := range 4 {
		if found[i] {
			q = removeLast(q, i)
		}
	}
	if found[4] {
		q = removeCFID(q)
	}
	return q
}

// queryMarkers are the strings whose presence lets each expression be
// tried (URLRegexTransformer's OptimizedPattern.match).
var queryMarkers = [...]string{"jsessionid=", "phpsessid=", "sid=", "aspsessionid", "cftoken="}

// removeLast removes the last match of expression k (0-2: a 32-byte
// session id after queryMarkers[k]; 3: ASPSESSIONID). A match that ends
// before "&" takes the "&" too; one that ends the query leaves what is
// before it as it is.
func removeLast(q []byte, k int) []byte {
	for p := len(q) - 1; p >= 0; p-- {
		var end int
		if k < 3 {
			end = matchSessionID(q, p, queryMarkers[k])
		} else {
			end = matchASPSessionID(q, p)
		}
		if end >= 0 {
			if end == len(q) {
				return q[:p]
			}
			return append(q[:p], q[end+1:]...)
		}
	}
	return q
}

// matchSessionID matches name, 32 letters or digits, then "&" or the end.
func matchSessionID(q []byte, p int, name string) int {
	if !hasPrefix(q[p:], name) {
		return -1
	}
	end := p + len(name) + 32
	if end > len(q) || (end < len(q) && q[end] != '&') {
		return -1
	}
	for _, c := range q[p+len(name) : end] {
		if !isLowerAlnum(c) {
			return -1
		}
	}
	return end
}

// matchASPSessionID matches "aspsessionid", 8 letters, "=", 24 letters,
// then "&" or the end.
func matchASPSessionID(q []byte, p int) int {
	const name = "aspsessionid"
	end := p + len(name) + 8 + 1 + 24
	if !hasPrefix(q[p:], name) || end > len(q) || (end < len(q) && q[end] != '&') {
		return -1
	}
	for i, c := range q[p+len(name) : end] {
		if i == 8 {
			if c != '=' {
				return -1
			}
		} else if c < 'a' || c > 'z' {
			return -1
		}
	}
	return end
}

// removeCFID removes the last "cfid=" X "&cftoken=" Y, X and Y non-empty
// and without "&", followed by "&" or the end. It walks back once, keeping
// the two "&" nearest after the candidate start.
func removeCFID(q []byte) []byte {
	amp1, amp2 := len(q), len(q) // the first and second "&" at or after p
	for p := len(q) - 1; p >= 0; p-- {
		if q[p] == '&' {
			amp1, amp2 = p, amp1
			continue
		}
		if !hasPrefix(q[p:], "cfid=") {
			continue
		}
		j, k := amp1, amp1+len("&cftoken=")
		if j == p+len("cfid=") || j == len(q) || !hasPrefix(q[j:], "&cftoken=") || amp2 <= k {
			continue
		}
		if amp2 == len(q) {
			return q[:p]
		}
		return append(q[:p], q[amp2+1:]...)
	}
	return q
}

// stripPathSessionID removes ASP.NET's cookieless session ids from a path
// whose rest names an .aspx page: the last "/(X(24 letters or digits)...)/"
// (one or more such X groups), then the last "/(24 letters or digits)/";
// the path must go on with at least one byte and ".aspx" after the id.
func stripPathSessionID(p []byte) []byte {
	if !contains(p, ".aspx") {
		return p
	}
	aspx := lastIndex(p, ".aspx")
	for k := range 2 {
		for i := len(p) - 1; i >= 1; i-- {
			if p[i-1] != '/' {
				continue
			}
			end := matchASPID(p, i)
			if k == 0 {
				end = matchASPGroups(p, i)
			}
			if end >= 0 && aspx >= end+1 {
				p = append(p[:i], p[end:]...)
				aspx = lastIndex(p, ".aspx")
				break
			}
		}
	}
	return p
}

// matchASPGroups matches "(" then one or more of a letter, "(", 24 letters
// or digits and ")", then ")/", and returns the end, or -1.
func matchASPGroups(p []byte, i int) int {
	if i >= len(p) || p[i] != '(' {
		return -1
	}
	j, n := i+1, 0
	for j+27 <= len(p) && p[j] >= 'a' && p[j] <= 'z' && p[j+1] == '(' && p[j+26] == ')' && allLowerAlnum(p[j+2:j+26]) {
		j += 27
		n++
	}
	if n == 0 || j+2 > len(p) || p[j] != ')' || p[j+1] != '/' {
		return -1
	}
	return j + 2
}

// matchASPID matches "(", 24 letters or digits, ")/" and returns the end.
func matchASPID(p []byte, i int) int {
	end := i + 27
	if end > len(p) || p[i] != '(' || p[i+25] != ')' || p[i+26] != '/' || !allLowerAlnum(p[i+1:i+25]) {
		return -1
	}
	return end
}

func isLowerAlnum(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

func allLowerAlnum(b []byte) bool {
	for _, c := range b {
		if !isLowerAlnum(c) {
			return false
		}
	}
	return true
}

func hasPrefix(b []byte, s string) bool { return len(b) >= len(s) && string(b[:len(s)]) == s }

func contains(b []byte, s string) bool { return bytes.Contains(b, []byte(s)) }

// lastIndex returns the last index of s in b, or -1.
func lastIndex(b []byte, s string) int { return bytes.LastIndex(b, []byte(s)) }
