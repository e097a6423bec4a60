#ifndef MEMLAB_IDNA_H
#define MEMLAB_IDNA_H

#include <stdint.h>

// The URL Standard's "domain to ASCII" (beStrict false) through ICU's UTS #46 implementation.
// Worker only: the parent memlab never links ICU. Written for memlab; no third-party code.

/// Converts the UTF-16 domain `input` (`length` units) to ASCII into `output` (room for
/// `capacity` units) with UTS #46 ToASCII: CheckHyphens=false, CheckBidi=true,
/// CheckJoiners=true, UseSTD3ASCIIRules=false, Transitional_Processing=false,
/// VerifyDnsLength=false. Returns the result's length (which may exceed `capacity`: call again
/// with that much room), or -1 when UTS #46 reports an error the URL Standard counts as failure.
int32_t memlab_domain_to_ascii(const uint16_t *input, int32_t length, uint16_t *output, int32_t capacity);

#endif
