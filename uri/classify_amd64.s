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

	// "&", "=", "%" and "+", each compared into a mask register,
	// which is the class's mask.
	MOVL	$0x26, AX
	VPBROADCASTB	AX, Z1
	MOVL	$0x3d, AX
	VPBROADCASTB	AX, Z2
	MOVL	$0x25, AX
	VPBROADCASTB	AX, Z3
	MOVL	$0x2b, AX
	VPBROADCASTB	AX, Z4
	VPCMPEQB	Z1, Z0, K2
	VPCMPEQB	Z2, Z0, K3
	VPCMPEQB	Z3, Z0, K4
	VPCMPEQB	Z4, Z0, K5
	KMOVQ	K2, ret_amp+16(FP)
	KMOVQ	K3, ret_eq+24(FP)
	KMOVQ	K4, ret_pct+32(FP)
	KMOVQ	K5, ret_plus+40(FP)
	VZEROUPPER
	RET
