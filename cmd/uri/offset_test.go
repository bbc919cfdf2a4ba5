package main

import (
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/links"
	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/uritemplate"
	"github.com/urikit/urikit/urn"
	"github.com/urikit/urikit/whatwg"
)

// The error of every package is a uri.OffsetError, the one shape the
// records read their offset from (output.failure): a new error type
// without ByteOffset fails to compile here.
var (
	_ uri.OffsetError = (*uri.Error)(nil)
	_ uri.OffsetError = (*urn.Error)(nil)
	_ uri.OffsetError = (*urn.RuleError)(nil)
	_ uri.OffsetError = (*iri.Error)(nil)
	_ uri.OffsetError = (*repair.Error)(nil)
	_ uri.OffsetError = (*links.Error)(nil)
	_ uri.OffsetError = (*uritemplate.Error)(nil)
	_ uri.OffsetError = (*whatwg.Error)(nil)
	_ uri.OffsetError = lineTooLongError{}
)
