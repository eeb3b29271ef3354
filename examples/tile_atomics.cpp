// Tile kernels: atomics beyond atomic_add, dense (at offsets) and scatter
// (at index tiles), returning the old values.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// Per bucket, the largest and smallest value (floats, negative ones too) and
// the largest integer key: scatter forms, many programs per bucket.
KILN_TILE_KERNEL void bucket_extrema(tensor<const float, 1> x, tensor<const int32_t, 1> bucket,
                                     tensor<float, 1> hi, tensor<float, 1> lo, tensor<int32_t, 1> key_hi) {
  int64_t o = block_id(0) * 512;
  auto b = load<512>(bucket, -1, o); // -1: skipped
  auto v = load<512>(x, o);
  atomic_max(hi, v, b);
  atomic_min(lo, v, b);
  atomic_max(key_hi, cast<int32_t>(v * 1000.0f), b);
}

// Bitwise reductions of every program's 256 words into one row (dense forms),
// block scope not being enough across programs: device scope, relaxed.
KILN_TILE_KERNEL void bitwise(tensor<const uint32_t, 2> x, tensor<uint32_t, 1> ors,
                              tensor<uint32_t, 1> ands, tensor<uint32_t, 1> xors) {
  int64_t r = block_id(0);
  auto t = reshape<256>(load<1, 256>(x, r, 0));
  atomic_or(ors, t, 0);
  atomic_and(ands, t, 0);
  atomic_xor<atomic_scope::device, memory_order::acq_rel>(xors, t, 0);
}

// exchange and compare-exchange returning the old values: each program owns
// 128 slots (`old` receives what they held); cas bumps the first 32 of its
// `counters` that equal `expected` and returns what they held.
KILN_TILE_KERNEL KILN_NUM_WARPS(4) void swap_and_cas(tensor<int32_t, 1> slots, tensor<const int32_t, 1> fresh,
                                                     tensor<int32_t, 1> old, tensor<float, 1> fslots,
                                                     tensor<float, 1> fold, tensor<int32_t, 1> counters,
                                                     tensor<int32_t, 1> cas_old, int32_t expected) {
  int64_t o = block_id(0) * 128;
  store(old, atomic_exchange(slots, load<128>(fresh, o), o), o);
  store(fold, atomic_exchange<atomic_scope::system>(fslots, cast<float>(load<128>(fresh, o)), o), o);
  // 32 elements over 128 threads: replicas get the owners' old values.
  auto e = full<int32_t, 32>(expected);
  int64_t c = block_id(0) * 32;
  store(cas_old, atomic_cas(counters, e, e + 1, c), c);
}

// Fetch-and-add as a ticket dispenser: every element of every program adds 1
// to counter[0] and receives the count before its own (all distinct).
KILN_TILE_KERNEL void tickets(tensor<int32_t, 1> counter, tensor<int32_t, 1> ticket) {
  int64_t o = block_id(0) * 128;
  store(ticket, atomic_add(counter, full<int32_t, 128>(1), zeros<int32_t, 128>()), o);
}
