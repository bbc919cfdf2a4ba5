//go:build !purego

#include "textflag.h"

// func decodeAVX512(dst, s *byte, n int, form bool) int
//
// Percent-decodes the n bytes at s to dst (query.go's decodeInto), sixty-four
// bytes at a time, without a branch on the text: one masked load reads a
// chunk (the last, shorter one with the bytes past n masked off, never
// read); compares give the masks of "%", "+" and the hex digits, and of the
// triplets' starts, a "%" followed by two hex digits (two such starts are
// never one or two bytes apart, since a hex digit is not "%"). Each start
// takes the byte its digits make, VPERMB bringing the digits of the next two
// bytes to it; VPCOMPRESSB drops the digits; a masked store writes what is
// left. A chunk stops before a "%" in its last two bytes whose digits would
// be in the next.
TEXT ·decodeAVX512(SB), NOSPLIT, $0-40
	MOVQ	dst+0(FP), DI
	MOVQ	s+8(FP), SI
	MOVQ	n+16(FP), CX
	MOVBQZX	form+24(FP), R8
	NEGQ	R8	// all ones with form, else zero: the mask of the "+" read as spaces
	KMOVQ	R8, K7
	MOVQ	DI, BX
	MOVL	$0x25, DX
	VPBROADCASTB	DX, Z16	// "%"
	MOVL	$0x30, DX
	VPBROADCASTB	DX, Z17	// "0"
	MOVL	$0x20, DX
	VPBROADCASTB	DX, Z18	// the case bit, and a space
	MOVL	$0x61, DX
	VPBROADCASTB	DX, Z19	// "a"
	MOVL	$10, DX
	VPBROADCASTB	DX, Z20
	MOVL	$6, DX
	VPBROADCASTB	DX, Z21
	MOVL	$0x2b, DX
	VPBROADCASTB	DX, Z22	// "+"
	MOVL	$0x0f, DX
	VPBROADCASTB	DX, Z25
	VMOVDQU64	next<>(SB), Z23	// byte i is i+1
	MOVL	$1, DX
	VPBROADCASTB	DX, Z24
	VPADDB	Z23, Z24, Z24	// byte i is i+2

loop:
	TESTQ	CX, CX
	JLE	done
	MOVQ	$-1, DX
	BZHIQ	CX, DX, DX	// the bytes there are: all, from sixty-four on
	CMPQ	CX, $64
	JB	load
	MOVQ	$-1, DX
load:
	KMOVQ	DX, K1
	VMOVDQU8.Z	(SI), K1, Z0

	VPCMPEQB	Z16, Z0, K2	// "%"
	VPCMPEQB	Z22, Z0, K6	// "+"
	KANDQ	K7, K6, K6
	VPSUBB	Z17, Z0, Z1	// a digit's value
	VPCMPUB	$1, Z20, Z1, K3	// "0"-"9"
	VPORD	Z18, Z0, Z2
	VPSUBB	Z19, Z2, Z2
	VPCMPUB	$1, Z21, Z2, K4	// "a"-"f", either case
	VPADDB	Z20, Z2, Z2	// a letter's value
	VMOVDQU8	Z1, K3, Z2	// each hex digit's value
	VPANDD	Z25, Z2, Z2	// and four bits of any other byte's
	KORQ	K3, K4, K3

	// R9: the triplets' starts, "%" then two hex digits.
	KMOVQ	K2, R9
	KMOVQ	K3, R10
	SHRQ	$1, R10
	ANDQ	R10, R9
	SHRQ	$1, R10
	ANDQ	R10, R9

	// R12: the bytes this chunk takes: n, when all are there; else 64,
	// or 62 or 63 when a "%" there may start a triplet that crosses.
	KMOVQ	K2, R12
	SHRQ	$62, R12
	ORQ	$4, R12
	TZCNTQ	R12, R12
	ADDQ	$62, R12
	CMPQ	CX, $64
	CMOVQLS	CX, R12

	// R13: the bytes kept, all but the triplets' digits.
	MOVQ	R9, R13
	SHLQ	$1, R13
	MOVQ	R9, AX
	SHLQ	$2, AX
	ORQ	AX, R13
	NOTQ	R13
	MOVQ	$-1, AX
	BZHIQ	R12, AX, AX
	ANDQ	AX, R13

	// Each start takes (digit at i+1)<<4 | (digit at i+2); with every
	// byte below sixteen, shifting words shifts bytes.
	VPERMB	Z2, Z23, Z3
	VPERMB	Z2, Z24, Z4
	VPSLLW	$4, Z3, Z3
	VPORD	Z4, Z3, Z3
	KMOVQ	R9, K5
	VMOVDQU8	Z3, K5, Z0
	VMOVDQU8	Z18, K6, Z0	// "+" as a space, with form

	KMOVQ	R13, K1
	VPCOMPRESSB	Z0, K1, Z5
	POPCNTQ	R13, R13
	MOVQ	$-1, AX
	BZHIQ	R13, AX, AX
	KMOVQ	AX, K1
	VMOVDQU8	Z5, K1, (DI)
	ADDQ	R13, DI
	ADDQ	R12, SI
	SUBQ	R12, CX
	JMP	loop

done:
	VZEROUPPER
	SUBQ	BX, DI
	MOVQ	DI, ret+32(FP)
	RET

DATA next<>+0(SB)/8, $0x0807060504030201
DATA next<>+8(SB)/8, $0x100f0e0d0c0b0a09
DATA next<>+16(SB)/8, $0x1817161514131211
DATA next<>+24(SB)/8, $0x201f1e1d1c1b1a19
DATA next<>+32(SB)/8, $0x2827262524232221
DATA next<>+40(SB)/8, $0x302f2e2d2c2b2a29
DATA next<>+48(SB)/8, $0x3837363534333231
DATA next<>+56(SB)/8, $0x403f3e3d3c3b3a39
GLOBL next<>(SB), RODATA|NOPTR, $64
