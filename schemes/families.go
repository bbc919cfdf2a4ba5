package schemes

import (
	"github.com/urikit/urikit/schemes/file"
	"github.com/urikit/urikit/schemes/ftp"
	"github.com/urikit/urikit/schemes/gopher"
	"github.com/urikit/urikit/schemes/httpurl"
	"github.com/urikit/urikit/schemes/mailto"
	"github.com/urikit/urikit/schemes/mid"
	"github.com/urikit/urikit/schemes/news"
	"github.com/urikit/urikit/schemes/prospero"
	"github.com/urikit/urikit/schemes/telnet"
	"github.com/urikit/urikit/schemes/wais"
	"github.com/urikit/urikit/uri"
)

// The adapters from each family's typed value to URL, with the field names
// of CLI.md ("uri scheme"). Ports are numbers: the one given, else the
// scheme's default port.

// builtin returns the parsers of the built-in families.
func builtin() map[string]Parser {
	return map[string]Parser{
		"ftp":      wrap(ftp.Parse, func(v ftp.URL) URL { return ftpURL{v} }),
		"http":     wrap(httpurl.Parse, func(v httpurl.URL) URL { return httpURL{v} }),
		"https":    wrap(httpurl.Parse, func(v httpurl.URL) URL { return httpURL{v} }),
		"gopher":   wrap(gopher.Parse, func(v gopher.URL) URL { return gopherURL{v} }),
		"mailto":   wrap(mailto.Parse, func(v mailto.URL) URL { return mailtoURL{v} }),
		"news":     wrap(news.ParseNews, func(v news.News) URL { return newsURL{v} }),
		"nntp":     wrap(news.ParseNNTP, func(v news.NNTP) URL { return nntpURL{v} }),
		"telnet":   wrap(telnet.Parse, func(v telnet.URL) URL { return telnetURL{v} }),
		"rlogin":   wrap(telnet.Parse, func(v telnet.URL) URL { return telnetURL{v} }),
		"tn3270":   wrap(telnet.Parse, func(v telnet.URL) URL { return telnetURL{v} }),
		"file":     wrap(file.Parse, func(v file.URL) URL { return fileURL{v} }),
		"wais":     wrap(wais.Parse, func(v wais.URL) URL { return waisURL{v} }),
		"prospero": wrap(prospero.Parse, func(v prospero.URL) URL { return prosperoURL{v} }),
		"mid":      wrap(mid.Parse, func(v mid.URL) URL { return midURL{v} }),
		"cid":      wrap(mid.Parse, func(v mid.URL) URL { return midURL{v} }),
	}
}

// wrap makes a Parser of a family's Parse function and its adapter.
func wrap[T any](parse func(uri.URI) (T, error), adapt func(T) URL) Parser {
	return func(u uri.URI) (URL, error) {
		v, err := parse(u)
		if err != nil {
			return nil, err
		}
		return adapt(v), nil
	}
}

type ftpURL struct{ ftp.URL }

func (ftpURL) Scheme() string { return "ftp" }

func (v ftpURL) Fields() []Field {
	typ, hasType := v.Type()
	return []Field{
		{"user", opt(v.User())},
		{"password", opt(v.Password())},
		{"host", v.Host()},
		{"port", v.EffectivePort()},
		{"cwd", v.CWD()},
		{"name", v.Name()},
		{"type", opt(typ, hasType)},
		{"commands", v.Commands()},
	}
}

type httpURL struct{ httpurl.URL }

func (v httpURL) Fields() []Field {
	return []Field{
		{"host", v.Host()},
		{"port", v.EffectivePort()},
		{"path", httpPath(v.Path())},
		{"search", opt(v.Search())},
	}
}

// httpPath is the path field of an http(s) URL: the decoded path with its
// leading "/", which RFC 1738 §3.3 lets a URL omit when there is no path
// ("If neither <path> nor <searchpart> is present, the "/" may also be
// omitted"), so "http://host" has the path "/" (RFC 9110 §4.2.1 reads it so
// too: an empty path is "/" in the request target).
func httpPath(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

type gopherURL struct{ gopher.URL }

func (gopherURL) Scheme() string { return "gopher" }

func (v gopherURL) Fields() []Field {
	return []Field{
		{"host", v.Host()},
		{"port", v.EffectivePort()},
		{"gopher_type", v.Type()},
		{"selector", v.Selector()},
		{"search", opt(v.Search())},
		{"gopher_plus", opt(v.PlusString())},
		{"request", v.Request()},
	}
}

type mailtoURL struct{ mailto.URL }

func (mailtoURL) Scheme() string { return "mailto" }

// Fields: "address" (the first address, null when there is none, as in
// "mailto:?to=..."), "addresses" (those of the to part), "headers" (the
// header fields, in order, as pairs).
func (v mailtoURL) Fields() []Field {
	addrs := v.Addresses()
	var first any
	if len(addrs) > 0 {
		first = addrs[0]
	}
	headers := []Header{}
	for _, h := range v.Headers() {
		headers = append(headers, Header{h.Name, h.Value})
	}
	if addrs == nil {
		addrs = []string{}
	}
	return []Field{{"address", first}, {"addresses", addrs}, {"headers", headers}}
}

// MailtoRFC1738 parses mailto URLs as RFC 1738 §3.5 does (one address, the
// whole text after "mailto:"; no header fields), the older dialect; the
// default registry reads RFC 6068. Register it in its place:
// schemes.Default().With("mailto", schemes.MailtoRFC1738).
func MailtoRFC1738(u uri.URI) (URL, error) {
	v, err := mailto.RFC1738.Parse(u)
	if err != nil {
		return nil, err
	}
	return mailtoURL{v}, nil
}

type newsURL struct{ news.News }

func (newsURL) Scheme() string { return "news" }

func (v newsURL) Fields() []Field {
	return []Field{{"group", opt(v.Group())}, {"article", opt(v.Article())}}
}

type nntpURL struct{ news.NNTP }

func (nntpURL) Scheme() string { return "nntp" }

func (v nntpURL) Fields() []Field {
	var article any
	if n, ok := v.Article(); ok {
		article = n
	}
	return []Field{{"host", v.Host()}, {"port", v.EffectivePort()}, {"group", v.Group()}, {"article", article}}
}

type telnetURL struct{ telnet.URL }

func (v telnetURL) Fields() []Field {
	return []Field{{"user", opt(v.User())}, {"password", opt(v.Password())}, {"host", v.Host()}, {"port", v.EffectivePort()}}
}

type fileURL struct{ file.URL }

func (fileURL) Scheme() string { return "file" }

// Fields: "host" is null for RFC 8089's local-path ("file:/etc/hosts").
func (v fileURL) Fields() []Field {
	var host any
	if v.HasHost() {
		host = v.Host()
	}
	return []Field{{"host", host}, {"path", v.Path()}}
}

// FileRFC1738 parses file URLs as RFC 1738 §3.10 does ("//" required, the
// host RFC 1738 §5's, "?" part of the path), the older dialect; the
// default registry reads RFC 8089. Register it in its place:
// schemes.Default().With("file", schemes.FileRFC1738).
func FileRFC1738(u uri.URI) (URL, error) {
	v, err := file.RFC1738.Parse(u)
	if err != nil {
		return nil, err
	}
	return fileURL{v}, nil
}

type waisURL struct{ wais.URL }

func (waisURL) Scheme() string { return "wais" }

func (v waisURL) Fields() []Field {
	return []Field{
		{"host", v.Host()},
		{"port", v.EffectivePort()},
		{"database", v.Database()},
		{"search", opt(v.Search())},
		{"wtype", opt(v.WType())},
		{"wpath", opt(v.WPath())},
	}
}

type prosperoURL struct{ prospero.URL }

func (prosperoURL) Scheme() string { return "prospero" }

func (v prosperoURL) Fields() []Field {
	pairs := []Pair{}
	for _, f := range v.URL.Fields() {
		pairs = append(pairs, Pair{f.Name, f.Value})
	}
	return []Field{
		{"host", v.Host()},
		{"port", v.EffectivePort()},
		{"hsoname", v.HSOName()},
		{"fields", pairs},
		{"version", opt(v.Version())},
	}
}

type midURL struct{ mid.URL }

func (v midURL) Fields() []Field {
	if v.Scheme() == "cid" {
		return []Field{{"content_id", opt(v.ContentID())}}
	}
	return []Field{{"message_id", opt(v.MessageID())}, {"content_id", opt(v.ContentID())}}
}
