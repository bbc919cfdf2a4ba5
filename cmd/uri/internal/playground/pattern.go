package playground

import (
	"errors"
	"net/http"

	"github.com/urikit/urikit/urlpattern"
)

// pattern.go: the pattern tester. POST /api/pattern takes a URL pattern
// (the URL Pattern Standard's constructor string), an optional base URL
// and a URL, and answers with a PatternView: each component's pattern
// string and input, the input cut into pieces with each group's piece
// named, so that the page colours the groups.

// PatternRequest is the body of POST /api/pattern.
type PatternRequest struct {
	Pattern string `json:"pattern"`
	Base    string `json:"base"`
	URL     string `json:"url"`
}

// PatternView is what the page shows of a pattern and a URL.
type PatternView struct {
	Pattern string `json:"pattern"`
	URL     string `json:"url"`
	// Error is why the pattern does not compile ("" when it does).
	Error string `json:"error"`
	// Match reports whether the URL matches; Components are then its
	// components, else the pattern's alone (Input and Pieces empty).
	Match      bool               `json:"match"`
	Components []PatternComponent `json:"components"`
}

// PatternComponent is one component: its pattern string, the URL's
// component, and that input in pieces.
type PatternComponent struct {
	Name    string         `json:"name"`
	Pattern string         `json:"pattern"`
	Input   string         `json:"input"`
	Pieces  []PatternPiece `json:"pieces"`
	Groups  []PatternGroup `json:"groups"`
}

// PatternPiece is a run of a component's input: inside the group Group
// (its index in Groups) or outside every group (Group -1).
type PatternPiece struct {
	Text  string `json:"text"`
	Group int    `json:"group"`
}

// PatternGroup is a group's name and value; Value is null for a group that
// took no part in the match (undefined in JavaScript).
type PatternGroup struct {
	Name  string  `json:"name"`
	Value *string `json:"value"`
}

// BuildPattern compiles pattern (relative to base when base is not empty;
// a relative pattern without a base is read against url) and matches url
// against it.
func BuildPattern(pattern, base, url string) PatternView {
	v := PatternView{Pattern: pattern, URL: url, Components: []PatternComponent{}}
	if len(pattern) > MaxInput || len(base) > MaxInput || len(url) > MaxInput {
		v.Error = refusal(max(len(pattern), len(url)), len(base))
		return v
	}
	var p *urlpattern.Pattern
	var err error
	if base != "" {
		p, err = urlpattern.NewWithBase(pattern, base, urlpattern.Options{})
	} else if p, err = urlpattern.New(pattern, urlpattern.Options{}); errors.Is(err, urlpattern.ErrRelative) {
		// A relative pattern ("/users/:id") is read against the URL.
		base = url
		p, err = urlpattern.NewWithBase(pattern, url, urlpattern.Options{})
	}
	if err != nil {
		v.Error = err.Error()
		return v
	}
	var r *urlpattern.Result
	if base != "" {
		r = p.ExecWithBase(url, base)
	} else {
		r = p.Exec(url)
	}
	v.Match = r != nil
	for _, c := range urlpattern.Components() {
		pc := PatternComponent{Name: c.String(), Pattern: p.Component(c), Pieces: []PatternPiece{}, Groups: []PatternGroup{}}
		if r != nil {
			cr := r.Component(c)
			pc.Input = cr.Input
			at := 0
			for i, g := range cr.Groups {
				pg := PatternGroup{Name: g.Name}
				if g.Matched {
					val := g.Value
					pg.Value = &val
					// Groups come in order and do not overlap.
					if g.Start >= at && g.Value != "" {
						if g.Start > at {
							pc.Pieces = append(pc.Pieces, PatternPiece{Text: cr.Input[at:g.Start], Group: -1})
						}
						pc.Pieces = append(pc.Pieces, PatternPiece{Text: g.Value, Group: i})
						at = g.Start + len(g.Value)
					}
				}
				pc.Groups = append(pc.Groups, pg)
			}
			if at < len(cr.Input) {
				pc.Pieces = append(pc.Pieces, PatternPiece{Text: cr.Input[at:], Group: -1})
			}
		}
		v.Components = append(v.Components, pc)
	}
	return v
}

// servePattern answers POST /api/pattern with the PatternView of the
// request, under the rules of serveView: the page's own requests only, a
// long pattern or URL in its turn.
func (s *server) servePattern(w http.ResponseWriter, r *http.Request) {
	var req PatternRequest
	tooLong := PatternView{Error: refusal(MaxInput+1, 0), Components: []PatternComponent{}}
	if !readRequest(w, r, &req, `{"pattern", "base", "url"}`, tooLong) {
		return
	}
	release, ok := s.heavyTurn(w, r, PatternView{Error: busyMessage, Components: []PatternComponent{}}, req.Pattern, req.Base, req.URL)
	if !ok {
		return
	}
	defer release()
	writeJSON(w, http.StatusOK, BuildPattern(req.Pattern, req.Base, req.URL))
}
