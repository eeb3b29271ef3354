// @realcode Type punning the portable way real code does it in device code: memcpy between float, uint32_t and a packed header struct, memset of a local record, __builtin_memcpy of a 16-byte packet into a uint4, and a reinterpret through unsigned char for a byte checksum.
// @let N = 1 << 20
// @buf vals f32[N] uniform(-1000, 1000)
// @buf words u32[N * 4] zero
// @buf sums u32[N] zero
// @launch pack_packets grid(cdiv(N, 256)) block(256) args(vals, words, sums, i32(N))
// @check words exact
// @check sums exact
#include <cstdint>
#include <cstring>

struct Header {
  uint16_t kind;
  uint8_t flags, hops;
  uint32_t seq;
};
static_assert(sizeof(Header) == 8, "8-byte header");

__global__ void pack_packets(const float *__restrict__ vals, uint4 *__restrict__ words, unsigned *__restrict__ sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = vals[i];
  uint32_t bits;
  memcpy(&bits, &v, sizeof bits);
  Header h;
  memset(&h, 0, sizeof h);
  h.kind = (uint16_t)(bits >> 16);
  h.flags = (uint8_t)(v < 0.0f);
  h.hops = (uint8_t)(i & 7);
  h.seq = (uint32_t)i * 2654435761u;
  unsigned char packet[16];
  memcpy(packet, &h, sizeof h);
  memcpy(packet + 8, &bits, 4);
  float half_v = v * 0.5f;
  memcpy(packet + 12, &half_v, 4);
  uint4 word;
  __builtin_memcpy(&word, packet, sizeof word);
  words[i] = word;
  unsigned sum = 0;
  const unsigned char *bytes = reinterpret_cast<const unsigned char *>(&word);
  for (int b = 0; b < 16; ++b) sum = sum * 31u + bytes[b];
  sums[i] = sum;
}
