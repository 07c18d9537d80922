#ifndef ARBOR_CZLIB_H
#define ARBOR_CZLIB_H

#include <stddef.h>

/// Inflates as much of the zlib stream `input` as fits in `output` (a prefix of an
/// archive member is enough for its first bytes). Sets `*written` to the bytes made.
/// Returns 0 when bytes came out (the stream ended, was cut short, or `output` filled),
/// -1 when `input` is not a zlib stream.
int arbor_inflate_prefix(const unsigned char *input, size_t inputLength, unsigned char *output,
                         size_t outputCapacity, size_t *written);

#endif
