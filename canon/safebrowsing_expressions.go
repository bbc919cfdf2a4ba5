package canon

// Safe Browsing v4 "URLs and Hashing", Suffix/Prefix Expressions: the
// strings a client hashes and looks up for one URL are host suffixes
// followed by path prefixes, from the canonical URL:
//
//   - hosts: the exact host, and up to four hosts formed from the last five
//     components by removing the leading one each time, the top-level
//     domain alone skipped; an IP address only as it is;
//   - paths: the exact path with the query, the exact path without it, and
//     up to four paths from the root ("/") adding one component (and its
//     trailing "/") at a time; an empty query adds no expression (as
//     Chromium and the Go client do).
//
// The archived Go client tries hosts of up to seven components; the
// document and Chromium five (docs/CANON.md).

// SafeBrowsingExpressions returns the host-suffix/path-prefix expressions of
// rawURL, at most 30: for each host in order (the exact host first), each
// path in order (from the root).
//
//	SafeBrowsingExpressions("http://a.b.c/1/2.html?param=1")
//	// a.b.c/1/2.html?param=1 a.b.c/1/2.html a.b.c/ a.b.c/1/
//	// b.c/1/2.html?param=1 b.c/1/2.html b.c/ b.c/1/
func SafeBrowsingExpressions(rawURL string) ([]string, error) {
	var scratch [512]byte
	c, err := sbCanonicalize(nil, scratch[:0], rawURL)
	if err != nil {
		return nil, err
	}
	host, path := string(c.host()), string(c.path())
	var query string
	if c.query {
		query = string(c.out[c.pathEnd+1:])
	}

	hosts := []string{host}
	if !c.ip {
		// The dots of the host, from the right.
		var dots []int
		for i := len(host) - 1; i >= 0 && len(dots) < 5; i-- {
			if host[i] == '.' {
				dots = append(dots, i)
			}
		}
		// dots[0] separates the top-level domain: the suffixes start
		// after dots[4], dots[3], ... dots[1], whichever exist, and never
		// at the host itself.
		for k := min(len(dots), 5) - 1; k >= 1; k-- {
			hosts = append(hosts, host[dots[k]+1:])
		}
	}

	var paths []string
	if c.query && query != "" {
		paths = append(paths, path+"?"+query)
	}
	paths = append(paths, path)
	if path != "/" {
		paths = append(paths, "/")
	}
	// Prefixes: "/a/", "/a/b/", "/a/b/c/" (three more besides the root),
	// each short of the whole path.
	n := 0
	for i := 1; i < len(path) && n < 3; i++ {
		if path[i] == '/' {
			if p := path[:i+1]; p != path {
				paths = append(paths, p)
			}
			n++
		}
	}

	out := make([]string, 0, len(hosts)*len(paths))
	for _, h := range hosts {
		for _, p := range paths {
			out = append(out, h+p)
		}
	}
	return out, nil
}
