package main

import "syscall"

// stdoutClosed reports whether standard output was closed when uri started
// ("uri ... >&-"). The Go runtime opens /dev/null read-write on a standard
// descriptor it finds closed, so writes would succeed and the output would
// vanish. A redirection to /dev/null by a shell (">/dev/null") or by Go's
// os/exec opens it write-only and is not taken as closed; one opened
// read-write (Python's subprocess.DEVNULL, libuv's "ignore", "1<>/dev/null")
// cannot be told from a closed descriptor and is.
func stdoutClosed() bool {
	const fd = 1
	var out, null syscall.Stat_t
	if syscall.Fstat(fd, &out) != nil || syscall.Stat("/dev/null", &null) != nil {
		return false
	}
	if out.Mode&syscall.S_IFMT != syscall.S_IFCHR || out.Rdev != null.Rdev {
		return false
	}
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETFL, 0)
	return errno == 0 && flags&syscall.O_ACCMODE == syscall.O_RDWR
}
