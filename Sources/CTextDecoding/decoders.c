/* The Encoding Standard's decoders (https://encoding.spec.whatwg.org/), step by step: each
   handler below is the standard's "decoder's handler" for one encoding, given one byte or the end
   of the queue, returning a code point, "continue", "error" or "finished". Written for memlab. */

#include "text_decoding.h"

#include <string.h>

#include "encoding_data.h"

enum { END_OF_QUEUE = -1 };
enum { CONTINUE = -1, ERROR = -2, FINISHED = -3 };

/* What a decoder keeps between calls; MEMLAB_DECODER_STATE_BYTES of the caller's, all zero at first. */
struct decoder {
    uint8_t first, second, third; /* gb18030's first/second/third; the leading byte of the others */
    uint8_t jis0212;              /* EUC-JP jis0212 */
    uint8_t utf16_has_byte, utf16_byte;
    uint16_t utf16_surrogate; /* the UTF-16 leading surrogate, 0 for null */
    uint8_t iso_state, iso_output_state, iso_output, iso_leading;
};
_Static_assert(sizeof(struct decoder) <= MEMLAB_DECODER_STATE_BYTES, "the state fits the caller's bytes");

/* ISO-2022-JP decoder states; ASCII is 0, as a new decoder's state is all zero. */
enum { ISO_ASCII, ISO_ROMAN, ISO_KATAKANA, ISO_LEADING, ISO_TRAILING, ISO_ESCAPE_START, ISO_ESCAPE };

/* One call's work: the decoder, the I/O queue's restored bytes (read before the input's next),
   and the output. */
struct run {
    struct decoder d;
    int encoding;
    uint8_t restored[8];
    unsigned restored_count;
    uint16_t *out;
    size_t produced;
};

static void emit(struct run *run, uint32_t code_point) {
    if (code_point >= 0x10000) {
        if (run->out) {
            run->out[run->produced] = (uint16_t)(0xD800 + ((code_point - 0x10000) >> 10));
            run->out[run->produced + 1] = (uint16_t)(0xDC00 + ((code_point - 0x10000) & 0x3FF));
        }
        run->produced += 2;
    } else {
        if (run->out) run->out[run->produced] = (uint16_t)code_point;
        run->produced += 1;
    }
}

/* "Restore" bytes to the I/O queue: they are read next, in order, before what was already there. */
static void restore(struct run *run, const uint8_t *bytes, unsigned count) {
    memmove(run->restored + count, run->restored, run->restored_count);
    memcpy(run->restored, bytes, count);
    run->restored_count += count;
}

static void restore1(struct run *run, uint8_t byte) { restore(run, &byte, 1); }

/* The index code point for pointer in a multi-byte index; 0 for null. */
static uint32_t index_code_point(const struct encoding_index *index, uint32_t pointer) {
    if (pointer < index->first || pointer - index->first >= index->count) return 0;
    return index_code_points[index->start + pointer - index->first];
}

static uint32_t big5_code_point(uint32_t pointer) {
    uint32_t code_point = index_code_point(&index_big5, pointer);
    if (pointer >= index_big5.first && pointer - index_big5.first < index_big5.count) {
        uint32_t bit = pointer - index_big5.first;
        if (index_big5_plane2[bit / 8] & (1u << (bit % 8))) code_point += 0x20000;
    }
    return code_point;
}

/* The index gb18030 ranges code point; 0 for null. */
static uint32_t gb18030_ranges_code_point(uint32_t pointer) {
    if ((pointer > 39419 && pointer < 189000) || pointer > 1237575) return 0;
    if (pointer == 7457) return 0xE7C7;
    unsigned low = 0, high = GB18030_RANGE_COUNT; /* the last range start <= pointer */
    while (high - low > 1) {
        unsigned middle = (low + high) / 2;
        if (gb18030_range_pointers[middle] <= pointer) low = middle;
        else high = middle;
    }
    return gb18030_range_code_points[low] + pointer - gb18030_range_pointers[low];
}

static int is_ascii(int byte) { return byte >= 0 && byte <= 0x7F; }

static int in_range(int byte, int low, int high) { return byte >= low && byte <= high; }

static int single_byte(struct run *run, int byte) {
    if (byte == END_OF_QUEUE) return FINISHED;
    if (is_ascii(byte)) return byte;
    uint16_t code_point = single_byte_indexes[single_byte_row[run->encoding]][byte - 0x80];
    return code_point ? code_point : ERROR;
}

static int x_user_defined(struct run *run, int byte) {
    (void)run;
    if (byte == END_OF_QUEUE) return FINISHED;
    if (is_ascii(byte)) return byte;
    return 0xF780 + byte - 0x80;
}

static int gb18030(struct run *run, int byte) {
    struct decoder *d = &run->d;
    if (byte == END_OF_QUEUE) {
        if (!d->first && !d->second && !d->third) return FINISHED;
        d->first = d->second = d->third = 0;
        return ERROR;
    }
    if (d->third) {
        if (!in_range(byte, 0x30, 0x39)) {
            uint8_t back[3] = {d->second, d->third, (uint8_t)byte};
            restore(run, back, 3);
            d->first = d->second = d->third = 0;
            return ERROR;
        }
        uint32_t pointer = (uint32_t)(d->first - 0x81) * (10 * 126 * 10) + (uint32_t)(d->second - 0x30) * (10 * 126)
                           + (uint32_t)(d->third - 0x81) * 10 + (uint32_t)(byte - 0x30);
        d->first = d->second = d->third = 0;
        uint32_t code_point = gb18030_ranges_code_point(pointer);
        return code_point ? (int)code_point : ERROR;
    }
    if (d->second) {
        if (in_range(byte, 0x81, 0xFE)) {
            d->third = (uint8_t)byte;
            return CONTINUE;
        }
        uint8_t back[2] = {d->second, (uint8_t)byte};
        restore(run, back, 2);
        d->first = d->second = 0;
        return ERROR;
    }
    if (d->first) {
        if (in_range(byte, 0x30, 0x39)) {
            d->second = (uint8_t)byte;
            return CONTINUE;
        }
        uint8_t leading = d->first;
        d->first = 0;
        int offset = byte < 0x7F ? 0x40 : 0x41;
        uint32_t code_point = 0;
        if (in_range(byte, 0x40, 0x7E) || in_range(byte, 0x80, 0xFE))
            code_point = index_code_point(&index_gb18030, (uint32_t)(leading - 0x81) * 190 + (uint32_t)(byte - offset));
        if (code_point) return (int)code_point;
        if (is_ascii(byte)) restore1(run, (uint8_t)byte);
        return ERROR;
    }
    if (is_ascii(byte)) return byte;
    if (byte == 0x80) return 0x20AC;
    if (in_range(byte, 0x81, 0xFE)) {
        d->first = (uint8_t)byte;
        return CONTINUE;
    }
    return ERROR;
}

static int big5(struct run *run, int byte) {
    struct decoder *d = &run->d;
    if (byte == END_OF_QUEUE) {
        if (!d->first) return FINISHED;
        d->first = 0;
        return ERROR;
    }
    if (d->first) {
        uint8_t leading = d->first;
        d->first = 0;
        int offset = byte < 0x7F ? 0x40 : 0x62;
        if (in_range(byte, 0x40, 0x7E) || in_range(byte, 0xA1, 0xFE)) {
            uint32_t pointer = (uint32_t)(leading - 0x81) * 157 + (uint32_t)(byte - offset);
            /* The four pointers whose text is two code points. */
            switch (pointer) {
            case 1133: emit(run, 0x00CA); return 0x0304;
            case 1135: emit(run, 0x00CA); return 0x030C;
            case 1164: emit(run, 0x00EA); return 0x0304;
            case 1166: emit(run, 0x00EA); return 0x030C;
            default: break;
            }
            uint32_t code_point = big5_code_point(pointer);
            if (code_point) return (int)code_point;
        }
        if (is_ascii(byte)) restore1(run, (uint8_t)byte);
        return ERROR;
    }
    if (is_ascii(byte)) return byte;
    if (in_range(byte, 0x81, 0xFE)) {
        d->first = (uint8_t)byte;
        return CONTINUE;
    }
    return ERROR;
}

static int euc_jp(struct run *run, int byte) {
    struct decoder *d = &run->d;
    if (byte == END_OF_QUEUE) {
        if (!d->first) return FINISHED;
        d->first = 0;
        return ERROR;
    }
    if (d->first == 0x8E && in_range(byte, 0xA1, 0xDF)) {
        d->first = 0;
        return 0xFF61 - 0xA1 + byte;
    }
    if (d->first == 0x8F && in_range(byte, 0xA1, 0xFE)) {
        d->jis0212 = 1;
        d->first = (uint8_t)byte;
        return CONTINUE;
    }
    if (d->first) {
        uint8_t leading = d->first;
        d->first = 0;
        uint32_t code_point = 0;
        if (in_range(leading, 0xA1, 0xFE) && in_range(byte, 0xA1, 0xFE)) {
            uint32_t pointer = (uint32_t)(leading - 0xA1) * 94 + (uint32_t)(byte - 0xA1);
            code_point = index_code_point(d->jis0212 ? &index_jis0212 : &index_jis0208, pointer);
        }
        d->jis0212 = 0;
        if (code_point) return (int)code_point;
        if (is_ascii(byte)) restore1(run, (uint8_t)byte);
        return ERROR;
    }
    if (is_ascii(byte)) return byte;
    if (byte == 0x8E || byte == 0x8F || in_range(byte, 0xA1, 0xFE)) {
        d->first = (uint8_t)byte;
        return CONTINUE;
    }
    return ERROR;
}

static int iso_2022_jp(struct run *run, int byte) {
    struct decoder *d = &run->d;
    switch (d->iso_state) {
    case ISO_ASCII:
    case ISO_ROMAN:
    case ISO_KATAKANA:
    case ISO_LEADING:
        if (byte == 0x1B) {
            d->iso_state = ISO_ESCAPE_START;
            return CONTINUE;
        }
        if (byte == END_OF_QUEUE) return FINISHED;
        d->iso_output = 0;
        if (d->iso_state == ISO_ASCII) return is_ascii(byte) && byte != 0x0E && byte != 0x0F ? byte : ERROR;
        if (d->iso_state == ISO_ROMAN) {
            if (byte == 0x5C) return 0x00A5;
            if (byte == 0x7E) return 0x203E;
            return is_ascii(byte) && byte != 0x0E && byte != 0x0F ? byte : ERROR;
        }
        if (d->iso_state == ISO_KATAKANA) return in_range(byte, 0x21, 0x5F) ? 0xFF61 - 0x21 + byte : ERROR;
        if (in_range(byte, 0x21, 0x7E)) {
            d->iso_leading = (uint8_t)byte;
            d->iso_state = ISO_TRAILING;
            return CONTINUE;
        }
        return ERROR;
    case ISO_TRAILING:
        if (byte == 0x1B) {
            d->iso_state = ISO_ESCAPE_START;
            return ERROR;
        }
        d->iso_state = ISO_LEADING;
        if (in_range(byte, 0x21, 0x7E)) {
            uint32_t pointer = (uint32_t)(d->iso_leading - 0x21) * 94 + (uint32_t)(byte - 0x21);
            uint32_t code_point = index_code_point(&index_jis0208, pointer);
            return code_point ? (int)code_point : ERROR;
        }
        return ERROR;
    case ISO_ESCAPE_START:
        if (byte == 0x24 || byte == 0x28) {
            d->iso_leading = (uint8_t)byte;
            d->iso_state = ISO_ESCAPE;
            return CONTINUE;
        }
        if (byte != END_OF_QUEUE) restore1(run, (uint8_t)byte);
        d->iso_output = 0;
        d->iso_state = d->iso_output_state;
        return ERROR;
    default: { /* ISO_ESCAPE */
        uint8_t leading = d->iso_leading;
        d->iso_leading = 0;
        int state = -1;
        if (leading == 0x28 && byte == 0x42) state = ISO_ASCII;
        else if (leading == 0x28 && byte == 0x4A) state = ISO_ROMAN;
        else if (leading == 0x28 && byte == 0x49) state = ISO_KATAKANA;
        else if (leading == 0x24 && (byte == 0x40 || byte == 0x42)) state = ISO_LEADING;
        if (state >= 0) {
            d->iso_state = d->iso_output_state = (uint8_t)state;
            int output = d->iso_output;
            d->iso_output = 1;
            return output ? ERROR : CONTINUE;
        }
        if (byte == END_OF_QUEUE) {
            restore1(run, leading);
        } else {
            uint8_t back[2] = {leading, (uint8_t)byte};
            restore(run, back, 2);
        }
        d->iso_output = 0;
        d->iso_state = d->iso_output_state;
        return ERROR;
    }
    }
}

static int shift_jis(struct run *run, int byte) {
    struct decoder *d = &run->d;
    if (byte == END_OF_QUEUE) {
        if (!d->first) return FINISHED;
        d->first = 0;
        return ERROR;
    }
    if (d->first) {
        uint8_t leading = d->first;
        d->first = 0;
        int offset = byte < 0x7F ? 0x40 : 0x41;
        int leading_offset = leading < 0xA0 ? 0x81 : 0xC1;
        if (in_range(byte, 0x40, 0x7E) || in_range(byte, 0x80, 0xFC)) {
            uint32_t pointer = (uint32_t)(leading - leading_offset) * 188 + (uint32_t)(byte - offset);
            if (pointer >= 8836 && pointer <= 10715) return (int)(0xE000 - 8836 + pointer);
            uint32_t code_point = index_code_point(&index_jis0208, pointer);
            if (code_point) return (int)code_point;
        }
        if (is_ascii(byte)) restore1(run, (uint8_t)byte);
        return ERROR;
    }
    if (is_ascii(byte) || byte == 0x80) return byte;
    if (in_range(byte, 0xA1, 0xDF)) return 0xFF61 - 0xA1 + byte;
    if (in_range(byte, 0x81, 0x9F) || in_range(byte, 0xE0, 0xFC)) {
        d->first = (uint8_t)byte;
        return CONTINUE;
    }
    return ERROR;
}

static int euc_kr(struct run *run, int byte) {
    struct decoder *d = &run->d;
    if (byte == END_OF_QUEUE) {
        if (!d->first) return FINISHED;
        d->first = 0;
        return ERROR;
    }
    if (d->first) {
        uint8_t leading = d->first;
        d->first = 0;
        uint32_t code_point = 0;
        if (in_range(byte, 0x41, 0xFE))
            code_point = index_code_point(&index_euc_kr, (uint32_t)(leading - 0x81) * 190 + (uint32_t)(byte - 0x41));
        if (code_point) return (int)code_point;
        if (is_ascii(byte)) restore1(run, (uint8_t)byte);
        return ERROR;
    }
    if (is_ascii(byte)) return byte;
    if (in_range(byte, 0x81, 0xFE)) {
        d->first = (uint8_t)byte;
        return CONTINUE;
    }
    return ERROR;
}

/* The shared UTF-16 decoder; UTF-16BE's with big_endian. */
static int utf16(struct run *run, int byte, int big_endian) {
    struct decoder *d = &run->d;
    if (byte == END_OF_QUEUE) {
        if (!d->utf16_has_byte && !d->utf16_surrogate) return FINISHED;
        d->utf16_has_byte = 0;
        d->utf16_surrogate = 0;
        return ERROR;
    }
    if (!d->utf16_has_byte) {
        d->utf16_has_byte = 1;
        d->utf16_byte = (uint8_t)byte;
        return CONTINUE;
    }
    uint16_t unit = big_endian ? (uint16_t)((d->utf16_byte << 8) | byte) : (uint16_t)((byte << 8) | d->utf16_byte);
    d->utf16_has_byte = 0;
    if (d->utf16_surrogate) {
        uint16_t leading = d->utf16_surrogate;
        d->utf16_surrogate = 0;
        if (unit >= 0xDC00 && unit <= 0xDFFF) return 0x10000 + ((leading - 0xD800) << 10) + (unit - 0xDC00);
        uint8_t high = (uint8_t)(unit >> 8), low = (uint8_t)(unit & 0xFF);
        uint8_t back[2] = {big_endian ? high : low, big_endian ? low : high};
        restore(run, back, 2);
        return ERROR;
    }
    if (unit >= 0xD800 && unit <= 0xDBFF) {
        d->utf16_surrogate = unit;
        return CONTINUE;
    }
    if (unit >= 0xDC00 && unit <= 0xDFFF) return ERROR;
    return unit;
}

static int handle(struct run *run, int byte) {
    switch (run->encoding) {
    case ENCODING_GBK:
    case ENCODING_GB18030: return gb18030(run, byte);
    case ENCODING_BIG5: return big5(run, byte);
    case ENCODING_EUC_JP: return euc_jp(run, byte);
    case ENCODING_ISO_2022_JP: return iso_2022_jp(run, byte);
    case ENCODING_SHIFT_JIS: return shift_jis(run, byte);
    case ENCODING_EUC_KR: return euc_kr(run, byte);
    case ENCODING_UTF_16BE: return utf16(run, byte, 1);
    case ENCODING_UTF_16LE: return utf16(run, byte, 0);
    case ENCODING_X_USER_DEFINED: return x_user_defined(run, byte);
    default: return single_byte(run, byte);
    }
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c; }

static int is_ascii_whitespace(char c) { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '; }

int memlab_encoding_for_label(const char *label, size_t length) {
    while (length > 0 && is_ascii_whitespace(label[0])) label++, length--;
    while (length > 0 && is_ascii_whitespace(label[length - 1])) length--;
    char key[32];
    if (length == 0 || length >= sizeof key) return -1;
    for (size_t i = 0; i < length; i++) key[i] = (char)lower((unsigned char)label[i]);
    key[length] = 0;
    if (memchr(key, 0, length)) return -1;
    unsigned low = 0, high = ENCODING_LABEL_COUNT;
    while (low < high) {
        unsigned middle = (low + high) / 2;
        int order = strcmp(encoding_text + encoding_label_offsets[middle], key);
        if (order == 0) return encoding_label_encodings[middle];
        if (order < 0) low = middle + 1;
        else high = middle;
    }
    return -1;
}

const char *memlab_encoding_name(int encoding) {
    return encoding >= 0 && encoding < ENCODING_COUNT ? encoding_text + encoding_name_offsets[encoding] : NULL;
}

size_t memlab_decode(int encoding, uint8_t state[MEMLAB_DECODER_STATE_BYTES], const uint8_t *bytes, size_t count,
                     int flush, int fatal, uint16_t *out, int *failed) {
    *failed = 0;
    if (encoding <= ENCODING_UTF_8 || encoding >= ENCODING_COUNT || encoding == ENCODING_REPLACEMENT) return 0;
    struct run run = {.encoding = encoding, .out = out};
    memcpy(&run.d, state, sizeof run.d);
    size_t next = 0;
    for (;;) {
        int byte;
        if (run.restored_count > 0) {
            byte = run.restored[0];
            run.restored_count--;
            memmove(run.restored, run.restored + 1, run.restored_count);
        } else if (next < count) {
            byte = bytes[next++];
        } else if (flush) {
            byte = END_OF_QUEUE;
        } else {
            break;
        }
        int result = handle(&run, byte);
        if (result == FINISHED) break;
        if (result == CONTINUE) continue;
        if (result == ERROR) {
            if (fatal) {
                memset(state, 0, MEMLAB_DECODER_STATE_BYTES);
                *failed = 1;
                return run.produced;
            }
            result = 0xFFFD;
        }
        emit(&run, (uint32_t)result);
    }
    if (flush) memset(state, 0, MEMLAB_DECODER_STATE_BYTES);
    else memcpy(state, &run.d, sizeof run.d);
    return run.produced;
}
