#ifndef MEMLAB_TEXT_DECODING_H
#define MEMLAB_TEXT_DECODING_H

#include <stddef.h>
#include <stdint.h>

// The WHATWG Encoding Standard's labels and decoders, for the worker's TextDecoder (worker only).
// Written for memlab from the standard's algorithms; the index tables are generated from the
// standard's own (encoding_data.c, scripts/encoding-indexes.py). Nothing here allocates: the
// tables are read-only data, touched only by a decode of their encoding.

/// Bytes of a decoder's state between calls (all zero: a new decoder).
enum { MEMLAB_DECODER_STATE_BYTES = 16 };

/// The encoding `label` names (get an encoding: ASCII whitespace stripped, ASCII case ignored),
/// as a number for memlab_decode, or -1 when it names none.
int memlab_encoding_for_label(const char *label, size_t length);

/// Encoding `encoding`'s name, ASCII-lowercased ("utf-8", "shift_jis", "replacement"), or NULL.
const char *memlab_encoding_name(int encoding);

/// Decodes `count` bytes with encoding `encoding`'s decoder, continuing from `state` (updated),
/// writing UTF-16 code units to `out` when it is not NULL (room for what the call returns: at most
/// 2 * count + 8 units). With `flush` the input ends here (a pending sequence is an error, and the
/// state ends as a new decoder's). An error is U+FFFD, or with `fatal` the end of the call:
/// `*failed` is set to 1 and the state is a new decoder's. Returns the code units produced; UTF-8
/// is not decoded here (the worker has its own) and an unknown encoding produces nothing.
size_t memlab_decode(int encoding, uint8_t state[MEMLAB_DECODER_STATE_BYTES], const uint8_t *bytes, size_t count,
                     int flush, int fatal, uint16_t *out, int *failed);

#endif
