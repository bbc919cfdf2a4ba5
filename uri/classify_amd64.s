//go:build !purego

#include "textflag.h"

// func classify64(b *block) blockMasks
//
// For each of the four bytes, PCMPEQB marks the equal bytes of sixteen at a
// time and PMOVMSKB gathers the marks into sixteen bits; four of those make
// the class's mask.
TEXT ·classify64(SB), NOSPLIT, $0-40
	MOVQ	b+0(FP), SI
	MOVOU	0(SI), X0
	MOVOU	16(SI), X1
	MOVOU	32(SI), X2
	MOVOU	48(SI), X3

#define MASK(c, off) \
	MOVOU	c<>(SB), X8; \
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
	ORQ	BX, AX; \
	MOVQ	AX, off(FP)

	MASK(ampBytes, ret_amp+8)
	MASK(eqBytes, ret_eq+16)
	MASK(pctBytes, ret_pct+24)
	MASK(plusBytes, ret_plus+32)
	RET

DATA ampBytes<>+0(SB)/8, $0x2626262626262626
DATA ampBytes<>+8(SB)/8, $0x2626262626262626
GLOBL ampBytes<>(SB), RODATA|NOPTR, $16
DATA eqBytes<>+0(SB)/8, $0x3d3d3d3d3d3d3d3d
DATA eqBytes<>+8(SB)/8, $0x3d3d3d3d3d3d3d3d
GLOBL eqBytes<>(SB), RODATA|NOPTR, $16
DATA pctBytes<>+0(SB)/8, $0x2525252525252525
DATA pctBytes<>+8(SB)/8, $0x2525252525252525
GLOBL pctBytes<>(SB), RODATA|NOPTR, $16
DATA plusBytes<>+0(SB)/8, $0x2b2b2b2b2b2b2b2b
DATA plusBytes<>+8(SB)/8, $0x2b2b2b2b2b2b2b2b
GLOBL plusBytes<>(SB), RODATA|NOPTR, $16
