package publicsuffix

// ListVersion names the Public Suffix List that golang.org/x/net v0.62.0
// embeds and that this package answers from (version_test.go holds it to
// that module's own record of it).
const ListVersion = "publicsuffix.org public_suffix_list.dat, git revision d6c92f1bbb7433e5db7b8405c25d4035fb8ff376 (2026-02-06T07:36:33Z), as embedded in golang.org/x/net v0.62.0"
