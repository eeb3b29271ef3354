// @realcode Array-of-structs to struct-of-arrays conversion as telemetry and Arrow-ingest code writes it: fixed-layout device records (a header, a timestamp, a sensor matrix and a byte payload) described by a table of (byte offset, width) columns computed with offsetof, including GNU-style offsetof(Record, samples[row][col]) with run-time indices to address one matrix cell, a byte-level gather kernel that copies each column of each record with memcpy through unsigned char pointers, and a column-statistics kernel reading the typed columns back with a per-block shared reduction.
// @let NREC = 1 << 18
// @let NCOL = 8
// @buf recs u8[NREC * 96] uniform(0, 256)
// @buf colsel i32[NCOL * 2] set(0, 0) set(1, 1) set(2, 2) set(3, 0) set(4, 1) set(5, 3) set(6, 2) set(7, 2) set(8, 3) set(9, 1) set(10, 0) set(11, 3) set(12, 1) set(13, 2) set(14, 3) set(15, 0)
// @buf soa u8[NREC * NCOL * 4] zero
// @buf stats u32[NCOL * 2] zero
// @launch gather_matrix_columns grid(NREC / 256, NCOL) block(256) args(recs, colsel, soa, i32(NREC))
// @launch column_stats grid(NREC / 256, NCOL) block(256) args(soa, stats, i32(NREC))
// @check soa exact
// @check stats exact
#include <cstddef>
#include <cstdint>
#include <cstring>

struct Record {
  uint16_t kind;
  uint16_t flags;
  uint32_t seq;
  uint64_t stamp;
  float samples[4][4];
  unsigned char payload[16];
};
static_assert(sizeof(Record) == 96, "the header's 96-byte records");
static_assert(offsetof(Record, samples) == 16 && offsetof(Record, payload) == 80, "");

// The byte offset of one matrix cell: GNU offsetof with run-time indices (both nvcc and GCC accept it).
__device__ __forceinline__ size_t cell_offset(int row, int col) { return offsetof(Record, samples[row][col]); }

// Grid (record blocks, columns): column c copies cell (colsel[2c], colsel[2c+1]) of every record.
__global__ void gather_matrix_columns(const unsigned char* __restrict__ recs, const int* __restrict__ colsel, unsigned char* __restrict__ soa,
                                      int nrec) {
  const int c = blockIdx.y;
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrec) return;
  const size_t off = cell_offset(colsel[2 * c], colsel[2 * c + 1]);
  const unsigned char* src = recs + (size_t)r * sizeof(Record) + off;
  unsigned char* dst = soa + ((size_t)c * nrec + r) * sizeof(float);
  memcpy(dst, src, sizeof(float));
  // The sequence number's low byte is folded into the copied bits of even columns (a checksum column).
  if ((c & 1) == 0) dst[0] ^= recs[(size_t)r * sizeof(Record) + offsetof(Record, seq)];
}

// Per column: how many values have the sign bit set, and the XOR of all their bits.
__global__ void column_stats(const unsigned char* __restrict__ soa, unsigned* __restrict__ stats, int nrec) {
  __shared__ unsigned neg, acc;
  if (threadIdx.x == 0) {
    neg = 0;
    acc = 0;
  }
  __syncthreads();
  const int c = blockIdx.y;
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < nrec) {
    unsigned bits;
    memcpy(&bits, soa + ((size_t)c * nrec + r) * sizeof(float), sizeof bits);
    if (bits >> 31) atomicAdd(&neg, 1u);
    atomicXor(&acc, bits);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd(&stats[2 * c], neg);
    atomicXor(&stats[2 * c + 1], acc);
  }
}
