package whatwg

// The IPv6 parser (§3.5) and the IPv6 serializer (§3.6).

import (
	"net/netip"
	"strconv"

	"github.com/urikit/urikit/internal/ascii"
)

// parseIPv6 is the IPv6 parser (§3.5) on s, the text between the brackets.
// On failure it returns the validation error and its offset in s. A piece
// with a leading zero is reported (IPv6-piece-leading-zero) at its offset
// in s plus base.
func (p *parser) parseIPv6(s string, base int) (addr [8]uint16, k ErrorKind, at int, ok bool) {
	// Steps 1-4.
	pieceIndex := 0
	compress := -1
	i := 0
	c := func(i int) int {
		if i < len(s) {
			return int(s[i])
		}
		return eof
	}
	// Step 5.
	if c(i) == ':' {
		if c(i+1) != ':' {
			return addr, IPv6InvalidCompression, i, false
		}
		i += 2
		pieceIndex++
		compress = pieceIndex
	}
	// Step 6.
	for c(i) != eof {
		// Step 6.1.
		if pieceIndex == 8 {
			return addr, IPv6TooManyPieces, i, false
		}
		// Step 6.2.
		if c(i) == ':' {
			if compress >= 0 {
				return addr, IPv6MultipleCompression, i, false
			}
			i++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		// Steps 6.3-6.4.
		value, length, start := 0, 0, i
		for length < 4 && i < len(s) && ascii.IsHex(s[i]) {
			h, _ := ascii.Unhex(s[i])
			value = value*0x10 + int(h)
			i++
			length++
		}
		// Step 6.5: an IPv4 address at the end.
		if c(i) == '.' {
			if length == 0 {
				return addr, IPv4InIPv6InvalidCodePoint, i, false
			}
			i -= length
			if pieceIndex > 6 {
				return addr, IPv4InIPv6TooManyPieces, i, false
			}
			numbersSeen := 0
			for c(i) != eof {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if c(i) == '.' && numbersSeen < 4 {
						i++
					} else {
						return addr, IPv4InIPv6InvalidCodePoint, i, false
					}
				}
				if i >= len(s) || !ascii.IsDigit(s[i]) {
					return addr, IPv4InIPv6InvalidCodePoint, i, false
				}
				for i < len(s) && ascii.IsDigit(s[i]) {
					number := int(s[i] - '0')
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return addr, IPv4InIPv6InvalidCodePoint, i, false
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return addr, IPv4InIPv6OutOfRangePart, i, false
					}
					i++
				}
				addr[pieceIndex] = addr[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return addr, IPv4InIPv6TooFewParts, i, false
			}
			break
		} else if c(i) == ':' {
			// Step 6.6.
			i++
			if c(i) == eof {
				return addr, IPv6InvalidCodePoint, i, false
			}
		} else if c(i) != eof {
			// Step 6.7.
			return addr, IPv6InvalidCodePoint, i, false
		}
		// Step 6.8: "01", "00", "0ab" (a value below 0x10^(length-1)).
		if length > 1 && value < 1<<(4*(length-1)) && p.errs != nil {
			p.report(IPv6PieceLeadingZero, base+start)
		}
		// Steps 6.9-6.10.
		addr[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress >= 0 {
		// Step 7.
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			addr[pieceIndex], addr[compress+swaps-1] = addr[compress+swaps-1], addr[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		// Step 8.
		return addr, IPv6TooFewPieces, i, false
	}
	return addr, 0, 0, true
}

// writeIPv6 is the IPv6 serializer (§3.6): each piece in lower-case hex
// without leading zeros, and the first longest run of two or more zero
// pieces written "::" (the compression of RFC 5952 §4.2). That is
// net/netip's text for every address but an IPv4-mapped one
// (::ffff:0:0/96), whose last 32 bits netip writes in dotted decimal (RFC
// 5952 §5) and the Standard as two pieces: for it the two follow "::ffff:"
// here.
func (p *parser) writeIPv6(addr [8]uint16) {
	var a [16]byte
	for k, v := range addr {
		a[2*k], a[2*k+1] = byte(v>>8), byte(v)
	}
	var buf [39]byte
	ip := netip.AddrFrom16(a)
	if !ip.Is4In6() {
		p.b.bytes(ip.AppendTo(buf[:0]))
		return
	}
	b := strconv.AppendUint(append(buf[:0], "::ffff:"...), uint64(addr[6]), 16)
	p.b.bytes(strconv.AppendUint(append(b, ':'), uint64(addr[7]), 16))
}
