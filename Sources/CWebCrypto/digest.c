// SHA-1, SHA-256, SHA-384 and SHA-512 as FIPS 180-4 defines them, one-shot over a buffer,
// and getrandom(2) for crypto.getRandomValues. Written for memlab.
#include "webcrypto.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

int memlab_random_fill(void *buffer, size_t length) {
    uint8_t *at = buffer;
    while (length > 0) {
        ssize_t got = getrandom(at, length, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        at += got;
        length -= (size_t)got;
    }
    return 0;
}

// ---- The padding all four share: the message, 0x80, zeros, and the length in bits, big-endian,
// in 64-byte blocks (SHA-1, SHA-256) or 128-byte blocks (SHA-384, SHA-512).
typedef void (*block_fn)(void *state, const uint8_t *block);

static void run_blocks(void *state, block_fn compress, size_t block_size, const uint8_t *data, size_t length) {
    size_t whole = length - length % block_size;
    for (size_t offset = 0; offset < whole; offset += block_size) compress(state, data + offset);
    uint8_t tail[256];
    size_t rest = length - whole;
    size_t length_bytes = block_size == 64 ? 8 : 16;
    size_t tail_size = rest + 1 + length_bytes <= block_size ? block_size : 2 * block_size;
    memset(tail, 0, tail_size);
    if (rest > 0) memcpy(tail, data + whole, rest);
    tail[rest] = 0x80;
    uint64_t bits = (uint64_t)length * 8;
    // The top 64 bits of SHA-512's 128-bit length stay zero (no buffer here is that long);
    // the high bits of the 64-bit byte count carried into them.
    uint64_t high = (uint64_t)length >> 61;
    for (int i = 0; i < 8; i++) tail[tail_size - 1 - i] = (uint8_t)(bits >> (8 * i));
    if (length_bytes == 16)
        for (int i = 0; i < 8; i++) tail[tail_size - 9 - i] = (uint8_t)(high >> (8 * i));
    compress(state, tail);
    if (tail_size > block_size) compress(state, tail + block_size);
}

static uint32_t load32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static uint64_t load64(const uint8_t *p) { return (uint64_t)load32(p) << 32 | load32(p + 4); }
static uint32_t rotl32(uint32_t x, int n) { return x << n | x >> (32 - n); }
static uint32_t rotr32(uint32_t x, int n) { return x >> n | x << (32 - n); }
static uint64_t rotr64(uint64_t x, int n) { return x >> n | x << (64 - n); }

// ---- SHA-1 (FIPS 180-4 section 6.1).
static void sha1_block(void *opaque, const uint8_t *block) {
    uint32_t *h = opaque;
    uint32_t w[80];
    for (int t = 0; t < 16; t++) w[t] = load32(block + 4 * t);
    for (int t = 16; t < 80; t++) w[t] = rotl32(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
    for (int t = 0; t < 80; t++) {
        uint32_t f, k;
        if (t < 20) { f = (b & c) | (~b & d); k = 0x5a827999; }
        else if (t < 40) { f = b ^ c ^ d; k = 0x6ed9eba1; }
        else if (t < 60) { f = (b & c) | (b & d) | (c & d); k = 0x8f1bbcdc; }
        else { f = b ^ c ^ d; k = 0xca62c1d6; }
        uint32_t temp = rotl32(a, 5) + f + e + k + w[t];
        e = d; d = c; c = rotl32(b, 30); b = a; a = temp;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e;
}

// ---- SHA-256's constants (section 4.2.2): the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes.
static const uint32_t k256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// ---- SHA-512's and SHA-384's (section 4.2.3): the first 64 bits of the fractional parts of the
// cube roots of the first 80 primes.
static const uint64_t k512[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL,
    0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL, 0x12835b0145706fbeULL,
    0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL, 0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
    0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL, 0x983e5152ee66dfabULL,
    0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
    0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL,
    0x53380d139d95b3dfULL, 0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
    0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL, 0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL,
    0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL,
    0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL, 0xca273eceea26619cULL,
    0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL,
    0x113f9804bef90daeULL, 0x1b710b35131c471bULL, 0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
    0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

// ---- SHA-256 and SHA-512 (sections 6.2 and 6.4; SHA-384 is SHA-512's, section 6.5): one
// compression function over different words, 32 bits and 64 rounds or 64 bits and 80 rounds, each
// with its own constants and its own functions Sigma0, Sigma1, sigma0 and sigma1 (sections 4.1.2
// and 4.1.3: the same shape, rotations and shifts by other amounts). SHA2_BLOCK defines it for one.
static uint32_t Sigma0_256(uint32_t x) { return rotr32(x, 2) ^ rotr32(x, 13) ^ rotr32(x, 22); }
static uint32_t Sigma1_256(uint32_t x) { return rotr32(x, 6) ^ rotr32(x, 11) ^ rotr32(x, 25); }
static uint32_t sigma0_256(uint32_t x) { return rotr32(x, 7) ^ rotr32(x, 18) ^ (x >> 3); }
static uint32_t sigma1_256(uint32_t x) { return rotr32(x, 17) ^ rotr32(x, 19) ^ (x >> 10); }
static uint64_t Sigma0_512(uint64_t x) { return rotr64(x, 28) ^ rotr64(x, 34) ^ rotr64(x, 39); }
static uint64_t Sigma1_512(uint64_t x) { return rotr64(x, 14) ^ rotr64(x, 18) ^ rotr64(x, 41); }
static uint64_t sigma0_512(uint64_t x) { return rotr64(x, 1) ^ rotr64(x, 8) ^ (x >> 7); }
static uint64_t sigma1_512(uint64_t x) { return rotr64(x, 19) ^ rotr64(x, 61) ^ (x >> 6); }

#define SHA2_BLOCK(name, word, load, rounds, k, Sigma0, Sigma1, sigma0, sigma1) \
    static void name(void *opaque, const uint8_t *block) { \
        word *h = opaque; \
        word w[rounds]; \
        for (int t = 0; t < 16; t++) w[t] = load(block + sizeof(word) * t); \
        for (int t = 16; t < rounds; t++) w[t] = w[t - 16] + sigma0(w[t - 15]) + w[t - 7] + sigma1(w[t - 2]); \
        word a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]; \
        for (int t = 0; t < rounds; t++) { \
            word t1 = hh + Sigma1(e) + ((e & f) ^ (~e & g)) + k[t] + w[t]; \
            word t2 = Sigma0(a) + ((a & b) ^ (a & c) ^ (b & c)); \
            hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2; \
        } \
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh; \
    }

SHA2_BLOCK(sha256_block, uint32_t, load32, 64, k256, Sigma0_256, Sigma1_256, sigma0_256, sigma1_256)
SHA2_BLOCK(sha512_block, uint64_t, load64, 80, k512, Sigma0_512, Sigma1_512, sigma0_512, sigma1_512)

static void store32(uint8_t *out, const uint32_t *words, size_t bytes) {
    for (size_t i = 0; i < bytes; i++) out[i] = (uint8_t)(words[i / 4] >> (24 - 8 * (i % 4)));
}

static void store64(uint8_t *out, const uint64_t *words, size_t bytes) {
    for (size_t i = 0; i < bytes; i++) out[i] = (uint8_t)(words[i / 8] >> (56 - 8 * (i % 8)));
}

size_t memlab_digest(int algorithm, const uint8_t *data, size_t length, uint8_t *out) {
    static const uint8_t nothing[1] = { 0 };
    if (data == NULL) { data = nothing; length = 0; }
    switch (algorithm) {
    case MEMLAB_DIGEST_SHA1: {
        uint32_t h[5] = { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0 };
        run_blocks(h, sha1_block, 64, data, length);
        store32(out, h, MEMLAB_SHA1_BYTES);
        return MEMLAB_SHA1_BYTES;
    }
    case MEMLAB_DIGEST_SHA256: {
        uint32_t h[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
        run_blocks(h, sha256_block, 64, data, length);
        store32(out, h, MEMLAB_SHA256_BYTES);
        return MEMLAB_SHA256_BYTES;
    }
    case MEMLAB_DIGEST_SHA384: {
        uint64_t h[8] = {
            0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
            0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
        };
        run_blocks(h, sha512_block, 128, data, length);
        store64(out, h, MEMLAB_SHA384_BYTES);
        return MEMLAB_SHA384_BYTES;
    }
    case MEMLAB_DIGEST_SHA512: {
        uint64_t h[8] = {
            0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
            0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
        };
        run_blocks(h, sha512_block, 128, data, length);
        store64(out, h, MEMLAB_SHA512_BYTES);
        return MEMLAB_SHA512_BYTES;
    }
    default: return 0;
    }
}
