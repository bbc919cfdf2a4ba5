// Package fileurl converts between file system paths and file: URLs (RFC
// 8089; the URL Standard's file state), the conversion Go's standard library
// lacks (golang/go#32456): POSIX paths, and Windows paths with drive
// letters, UNC shares (\\server\share\...) and the \\?\ and \\.\ prefixes.
//
// FromPath writes a URL as Node.js's url.pathToFileURL writes it: the path
// made absolute-clean (runs of separators made one, "." and ".." resolved
// lexically, as a URL's path would be resolved anyway; a trailing separator
// kept), each segment percent-encoded where a URL's path cannot carry the
// byte as it is (controls, space, " # % < > ? [ ] ^ ` { | } ~ DEL, and "\"
// in a POSIX path, where it is data), non-ASCII as UTF-8, a UNC server as a
// host (IDNA to A-labels). ToPath reads a file: URL back as Node's
// url.fileURLToPath does: a URL with a host names a file on that server,
// which only a Windows (UNC) path can name; an encoded "/" (or "\" on
// Windows) would change the path's segments and is refused; a query names
// no file and is refused too; a fragment is dropped. oracle_test.go holds both
// directions to Node and to Python's pathlib (PurePosixPath and
// PureWindowsPath .as_uri(), nturl2path) and round-trips every path of the
// repository's tree.
//
// Where Node and the standards part, this package keeps the path: "C:\" is
// file:///C:/ (Node writes file:///C://), \\.\C:\x is file:///C:/x (Node
// makes "." a host), a server name that is not a valid host is an error
// (Node writes a broken URL), so is a server that is the host "." (file://./x
// would read back as the device path \\.\x), so is a UNC path whose "." or
// ".." leaves no share (Node writes file://server/), and a POSIX path may hold any bytes (Node's
// strings cannot hold bytes that are not UTF-8), while a Windows path, which
// names a file in UTF-16, must be UTF-8 both ways.
package fileurl
