//go:build !purego

#include "textflag.h"

// func cpuid(leaf, sub uint32) (a, b, c, d uint32)
//
// CPUID with leaf in EAX and sub in ECX: the processor's features
// (avx512_amd64.go).
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL	leaf+0(FP), AX
	MOVL	sub+4(FP), CX
	CPUID
	MOVL	AX, a+8(FP)
	MOVL	BX, b+12(FP)
	MOVL	CX, c+16(FP)
	MOVL	DX, d+20(FP)
	RET

// func xcr0() uint32
//
// The low half of XCR0, the register states the operating system saves
// (XGETBV, which needs CPUID's OSXSAVE: callers check it first).
TEXT ·xcr0(SB), NOSPLIT, $0-4
	MOVL	$0, CX
	XGETBV
	MOVL	AX, ret+0(FP)
	RET
