// @realcode zlib-compatible Adler-32 checksums of 64 KiB chunks as GPU compressors (nvCOMP-style deflate framing) compute them: one warp per chunk reading 16 bytes a lane as uint4 in coalesced rounds, each lane's bytes folded into a (sum, weighted sum, length) triple, the triples combined across the warp in lane order by a hand-written shuffle tree over a thread_block_tile (warp.shfl_down of the whole struct, neighbours first: the adler32_combine rule is associative but not commutative, which cg::reduce does not promise to respect), the running checksum advanced per round modulo 65521, then a second kernel combining the per-chunk checksums of each stream (two consecutive chunks a lane) with the same monoid.
// @let CHUNKS = 1 << 13
// @let CHUNK = 65536
// @let PER_STREAM = 64
// @buf data u32[CHUNKS * CHUNK / 4] uniform(0, 4294967295)
// @buf chunk_adler u32[CHUNKS] zero
// @buf stream_adler u32[CHUNKS / PER_STREAM] zero
// @launch adler32_chunks grid(CHUNKS / 8) block(256) args(data, chunk_adler, i32(CHUNKS), i32(CHUNK))
// @launch adler32_streams<64> grid(CHUNKS / PER_STREAM / 8) block(256) args(chunk_adler, stream_adler, i32(CHUNKS / PER_STREAM), i32(CHUNK))
// @check chunk_adler exact
// @check stream_adler exact
#include <cooperative_groups.h>
#include <cstdint>

namespace cg = cooperative_groups;

constexpr uint32_t kMod = 65521;

// Adler state of a byte run, without the leading 1: a = sum of bytes, b = sum of (bytes remaining) * byte, len.
struct AdlerPart {
  uint32_t a, b;
  uint32_t len; // modulo kMod is enough for combining
};

__device__ __forceinline__ AdlerPart combine(AdlerPart x, AdlerPart y) {
  // x then y: x's bytes are each followed by y.len more bytes.
  return {(x.a + y.a) % kMod, (uint32_t)((x.b + y.b + (unsigned long long)x.a * y.len) % kMod), (x.len + y.len) % kMod};
}

__device__ __forceinline__ AdlerPart fold_word(uint32_t w, AdlerPart p) {
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    uint32_t byte = (w >> (8 * i)) & 0xffu;
    p.a += byte;
    p.b += p.a;
  }
  p.len += 4;
  return p;
}

// Lane 0 ends with lanes 0..31 combined in order: pairs of neighbours, then pairs of pairs.
template <class Tile, class T, class Op> __device__ __forceinline__ T ordered_reduce(const Tile &tile, T v, Op op) {
#pragma unroll
  for (int off = 1; off < 32; off <<= 1) {
    T other = tile.shfl_down(v, off);
    if ((tile.thread_rank() & (2 * off - 1)) == 0) v = op(v, other);
  }
  return v;
}

// The zlib value (a, b with the initial 1) of a whole run.
__device__ __forceinline__ uint32_t finish(AdlerPart p) {
  uint32_t a = (1 + p.a) % kMod;
  uint32_t b = (p.b + p.len) % kMod; // the initial 1 is added once per byte
  return (b << 16) | a;
}

__global__ void __launch_bounds__(256) adler32_chunks(const uint4 *__restrict__ data, uint32_t *__restrict__ out, int chunks,
                                                      int chunk_bytes) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int chunk = blockIdx.x * 8 + threadIdx.x / 32;
  if (chunk >= chunks) return;
  const uint4 *src = data + (size_t)chunk * (chunk_bytes / 16);
  AdlerPart total{0, 0, 0};
  for (int round = 0; round < chunk_bytes / 512; ++round) {
    uint4 v = src[round * 32 + warp.thread_rank()];
    // Within a lane: b accumulates the running a (prefix sums), i.e. sum of byte * (bytes from it to the end).
    AdlerPart p{0, 0, 0};
    p = fold_word(v.x, p);
    p = fold_word(v.y, p);
    p = fold_word(v.z, p);
    p = fold_word(v.w, p);
    AdlerPart r = ordered_reduce(warp, p, [](AdlerPart x, AdlerPart y) { return combine(x, y); });
    total = combine(total, r); // meaningful in lane 0
  }
  if (warp.thread_rank() == 0) out[chunk] = finish(total);
}

// Per stream: its PER consecutive chunk checksums combined, one warp per stream.
template <int PER>
__global__ void __launch_bounds__(256) adler32_streams(const uint32_t *__restrict__ chunk_adler, uint32_t *__restrict__ out,
                                                       int streams, int chunk_bytes) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int stream = blockIdx.x * 8 + threadIdx.x / 32;
  if (stream >= streams) return;
  AdlerPart acc{0, 0, 0};
  const uint32_t len = chunk_bytes % kMod;
#pragma unroll
  for (int i = 0; i < PER / 32; ++i) {
    uint32_t v = chunk_adler[stream * PER + warp.thread_rank() * (PER / 32) + i];
    // Undo finish(): a' = a - 1, b' = b - len.
    AdlerPart p{((v & 0xffffu) + kMod - 1) % kMod, ((v >> 16) + kMod - len) % kMod, len};
    acc = combine(acc, p);
  }
  AdlerPart first = ordered_reduce(warp, acc, [](AdlerPart x, AdlerPart y) { return combine(x, y); });
  if (warp.thread_rank() == 0) out[stream] = finish(first);
}

// Host side: checksum every chunk, then fold each stream's chunks.
void adler32_chunked(const uint4 *d_data, uint32_t *d_chunk, uint32_t *d_stream, int chunks, int chunk_bytes, cudaStream_t s) {
  adler32_chunks<<<(chunks + 7) / 8, 256, 0, s>>>(d_data, d_chunk, chunks, chunk_bytes);
  adler32_streams<64><<<(chunks / 64 + 7) / 8, 256, 0, s>>>(d_chunk, d_stream, chunks / 64, chunk_bytes);
}
