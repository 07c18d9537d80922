#include "CZlib.h"

#include <string.h>
#include <zlib.h>

int arbor_inflate_prefix(const unsigned char *input, size_t inputLength, unsigned char *output,
                         size_t outputCapacity, size_t *written) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  *written = 0;
  if (inflateInit(&stream) != Z_OK) return -1;
  stream.next_in = (Bytef *)input;
  stream.avail_in = (uInt)inputLength;
  stream.next_out = output;
  stream.avail_out = (uInt)outputCapacity;
  int status = inflate(&stream, Z_SYNC_FLUSH);
  *written = outputCapacity - stream.avail_out;
  inflateEnd(&stream);
  // Z_BUF_ERROR: the input (a prefix) or the output ran out, which is what was asked.
  if (status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && *written > 0)) return 0;
  return -1;
}
