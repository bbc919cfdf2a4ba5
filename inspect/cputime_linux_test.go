package inspect

import "syscall"

// threadCPU returns the CPU time the calling thread has used (user and
// system), for benchmarks on a shared machine: unlike wall time, it does
// not count the time the thread waited for a core. The caller holds its OS
// thread (runtime.LockOSThread).
func threadCPU() (ns int64, ok bool) {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD, getrusage(2)
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
