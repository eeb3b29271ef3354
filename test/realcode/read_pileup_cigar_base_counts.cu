// @realcode Genomic pileup: aligned reads with packed CIGAR operations (match, insertion, deletion, soft clip) walk the reference, and every aligned base of sufficient quality adds to its position's A/C/G/T counter with atomicAdd; one thread per read.
// @let READS = 1 << 18
// @let RLEN = 150
// @let REF = 1 << 22
// @let NOPS = 6
// @buf start u32[READS] uniform(0, 4194000)
// @buf cigar u16[READS * NOPS] uniform(0, 65535)
// @buf bases u8[READS * RLEN] uniform(0, 4)
// @buf quals u8[READS * RLEN] uniform(2, 41)
// @buf counts u32[REF * 4] zero
// @launch pileup grid(cdiv(READS, 128)) block(128) args(start, cigar, bases, quals, counts, i32(READS), i32(RLEN), i32(REF), i32(NOPS))
// @check counts exact
#include <cstdint>

enum class CigarOp : uint8_t { Match = 0, Insert = 1, Delete = 2, SoftClip = 3 };

// A packed op: the kind in the low two bits, the length (1..16) above them.
struct Cigar {
  CigarOp op;
  int len;
  __device__ explicit Cigar(uint16_t word) : op(CigarOp(word & 3)), len(1 + ((word >> 2) & 15)) {}
};

constexpr int kMinQual = 13;

__global__ void pileup(const uint32_t *__restrict__ start, const uint16_t *__restrict__ cigar, const uint8_t *__restrict__ bases,
                       const uint8_t *__restrict__ quals, uint32_t *counts, int reads, int rlen, int reflen, int nops) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= reads) return;
  int refpos = start[r], qpos = 0;
  const uint8_t *b = bases + size_t(r) * rlen, *q = quals + size_t(r) * rlen;
  for (int k = 0; k < nops && qpos < rlen; ++k) {
    Cigar c(cigar[size_t(r) * nops + k]);
    switch (c.op) {
    case CigarOp::Match:
      for (int i = 0; i < c.len && qpos < rlen; ++i, ++qpos, ++refpos)
        if (q[qpos] >= kMinQual && refpos < reflen) atomicAdd(&counts[size_t(refpos) * 4 + b[qpos]], 1u);
      break;
    case CigarOp::Insert:
    case CigarOp::SoftClip:
      qpos += c.len;  // read bases not on the reference
      break;
    case CigarOp::Delete:
      refpos += c.len;  // reference bases the read skips
      break;
    }
  }
}
