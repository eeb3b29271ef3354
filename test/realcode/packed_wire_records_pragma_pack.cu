// @realcode Parsing a byte stream of packed wire records the way network/telemetry decoders do: #pragma pack(push, 1) and __attribute__((packed)) structs with unaligned uint16/uint32/uint64/float fields read straight through a struct pointer (the compiler must split each unaligned access into byte loads), offsetof-based field views, a packed record copied whole into a local, a packed struct written back unaligned, and a naturally aligned summary struct for comparison.
// @let NREC = 1 << 20
// @buf bytes u8[NREC * 21 + 16] uniform(0, 256)
// @buf summary u32[NREC * 4] zero
// @buf out_bytes u8[NREC * 13] zero
// @launch decode_records grid(cdiv(NREC, 256)) block(256) args(bytes, summary, out_bytes, i32(NREC))
// @check summary exact
// @check out_bytes exact
#include <cstddef>
#include <cstdint>

#pragma pack(push, 1)
struct WireHeader {
  uint8_t version;
  uint16_t length;
  uint32_t sequence;
};
struct WireRecord {
  WireHeader hdr;
  uint64_t timestamp;
  float value;
  uint8_t flags;
  uint8_t crc;
};
#pragma pack(pop)

struct __attribute__((packed)) OutRecord {
  uint8_t kind;
  uint32_t seq;
  float scaled;
  uint32_t stamp_lo;
};

struct Summary {
  uint32_t seq, len, stamp_mix, value_bits;
};

static_assert(sizeof(WireRecord) == 21, "packed record is 21 bytes");
static_assert(sizeof(OutRecord) == 13, "packed output is 13 bytes");
static_assert(offsetof(WireRecord, value) == 15, "value sits at byte 15");

__global__ void decode_records(const uint8_t *__restrict__ bytes, Summary *__restrict__ summary, uint8_t *out_bytes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const WireRecord *rec = reinterpret_cast<const WireRecord *>(bytes + (size_t)i * sizeof(WireRecord));
  WireRecord local = *rec;  // a whole packed copy
  uint16_t len = rec->hdr.length;
  uint32_t seq = rec->hdr.sequence;
  uint64_t ts = local.timestamp;
  float v = local.value;
  const uint8_t *base = reinterpret_cast<const uint8_t *>(rec);
  uint8_t crc = base[offsetof(WireRecord, crc)];
  uint8_t x = 0;
  for (int b = 0; b < (int)offsetof(WireRecord, crc); ++b) x ^= base[b];
  Summary s;
  s.seq = seq;
  s.len = len | ((uint32_t)(x == crc) << 16) | ((uint32_t)local.flags << 24);
  s.stamp_mix = (uint32_t)(ts >> 32) ^ (uint32_t)ts;
  s.value_bits = __float_as_uint(v) & 0x7fffffffu;
  summary[i] = s;
  OutRecord *o = reinterpret_cast<OutRecord *>(out_bytes + (size_t)i * sizeof(OutRecord));
  o->kind = local.hdr.version & 7;
  o->seq = seq ^ 0xA5A5A5A5u;
  float finite = isfinite(v) ? v : 0.0f;
  o->scaled = finite * 0.5f;
  o->stamp_lo = (uint32_t)ts;
}
