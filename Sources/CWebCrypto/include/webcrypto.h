#ifndef MEMLAB_WEBCRYPTO_H
#define MEMLAB_WEBCRYPTO_H

#include <stddef.h>
#include <stdint.h>

// What the worker's `crypto` needs natively: real randomness and the SHA family (FIPS 180-4).
// Written for memlab; no third-party code.

/// Fills `length` bytes at `buffer` from the kernel's random source (getrandom(2)).
/// Returns 0, or -1 with errno set when the kernel gave fewer bytes.
int memlab_random_fill(void *buffer, size_t length);

/// The digest sizes in bytes, by algorithm.
enum { MEMLAB_SHA1_BYTES = 20, MEMLAB_SHA256_BYTES = 32, MEMLAB_SHA384_BYTES = 48, MEMLAB_SHA512_BYTES = 64 };

/// Algorithm numbers for memlab_digest.
enum { MEMLAB_DIGEST_SHA1 = 1, MEMLAB_DIGEST_SHA256 = 256, MEMLAB_DIGEST_SHA384 = 384, MEMLAB_DIGEST_SHA512 = 512 };

/// Hashes `length` bytes of `data` with `algorithm` into `out` (room for the digest's size).
/// Returns the digest's size, or 0 for an unknown algorithm.
size_t memlab_digest(int algorithm, const uint8_t *data, size_t length, uint8_t *out);

#endif
