#include "idna.h"

#include <unicode/uidna.h>

// One UTS #46 object for the process, opened on the first call (a push that never parses a
// host never opens it). The worker runs JavaScript on one thread.
static UIDNA *uts46;

int32_t memlab_domain_to_ascii(const uint16_t *input, int32_t length, uint16_t *output, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    if (uts46 == NULL) {
        // Nontransitional, CheckBidi and CheckJoiners on; STD3 rules off. ICU has no switch for
        // CheckHyphens or VerifyDnsLength: their errors are masked below.
        uts46 = uidna_openUTS46(UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII, &status);
        if (U_FAILURE(status)) {
            uts46 = NULL;
            return -1;
        }
    }
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t produced = uidna_nameToASCII(uts46, (const UChar *)input, length, (UChar *)output, capacity, &info, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return produced;
    if (U_FAILURE(status)) return -1;
    const uint32_t ignored = UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4 |
                             UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
    if ((info.errors & ~ignored) != 0) return -1;
    return produced;
}
