//go:build !purego

#include "textflag.h"

// func classify64(b *block) blockMasks
//
// For each of the four bytes, c, copied into the sixteen bytes of X8,
// PCMPEQB marks the bytes equal to it, sixteen at a time, and PMOVMSKB
// gathers the marks into sixteen bits; four of those make the class's mask,
// left in AX.
TEXT ·classify64(SB), NOSPLIT, $0-40
	MOVQ	b+0(FP), SI
	MOVOU	0(SI), X0
	MOVOU	16(SI), X1
	MOVOU	32(SI), X2
	MOVOU	48(SI), X3

#define MASK(c) \
	MOVQ	$c, AX; \
	MOVQ	AX, X8; \
	PUNPCKLQDQ	X8, X8; \
	MOVOU	X0, X4; \
	PCMPEQB	X8, X4; \
	PMOVMSKB	X4, AX; \
	MOVOU	X1, X5; \
	PCMPEQB	X8, X5; \
	PMOVMSKB	X5, BX; \
	SHLQ	$16, BX; \
	ORQ	BX, AX; \
	MOVOU	X2, X6; \
	PCMPEQB	X8, X6; \
	PMOVMSKB	X6, BX; \
	SHLQ	$32, BX; \
	ORQ	BX, AX; \
	MOVOU	X3, X7; \
	PCMPEQB	X8, X7; \
	PMOVMSKB	X7, BX; \
	SHLQ	$48, BX; \
	ORQ	BX, AX

	// "&", "=", "%" and "+"
	MASK(0x2626262626262626)
	MOVQ	AX, ret_amp+8(FP)
	MASK(0x3d3d3d3d3d3d3d3d)
	MOVQ	AX, ret_eq+16(FP)
	MASK(0x2525252525252525)
	MOVQ	AX, ret_pct+24(FP)
	MASK(0x2b2b2b2b2b2b2b2b)
	MOVQ	AX, ret_plus+32(FP)
	RET

// func classifyAVX512(p *byte, n int) blockMasks
//
// classify64 of the min(n, 64) bytes at p, with AVX-512: one masked load
// (the bytes from n on are not read, and are zero) and a VPCMPEQB per
// class, giving its mask at once.
TEXT ·classifyAVX512(SB), NOSPLIT, $0-48
	MOVQ	p+0(FP), SI
	MOVQ	n+8(FP), CX
	MOVQ	$-1, DX
	CMPQ	CX, $64
	JAE	load
	BZHIQ	CX, DX, DX
load:
	KMOVQ	DX, K1
	VMOVDQU8.Z	(SI), K1, Z0

#define CLASS(c) \
	MOVL	$c, AX; \
	VPBROADCASTB	AX, Z1; \
	VPCMPEQB	Z1, Z0, K2; \
	KMOVQ	K2, AX

	// "&", "=", "%" and "+"
	CLASS(0x26)
	MOVQ	AX, ret_amp+16(FP)
	CLASS(0x3d)
	MOVQ	AX, ret_eq+24(FP)
	CLASS(0x25)
	MOVQ	AX, ret_pct+32(FP)
	CLASS(0x2b)
	MOVQ	AX, ret_plus+40(FP)
	VZEROUPPER
	RET
