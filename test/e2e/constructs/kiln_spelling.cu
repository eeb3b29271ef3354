// The Kiln spelling: ids, scoped sync and fences, atomic_ref with every method and order,
// warp collectives; cluster ids and the cluster barrier on sm_90+.
#include <kiln/simt.hpp>

using kiln::memory_order;
using kiln::scope;

extern "C" __global__ void kiln_ids(unsigned* out) {
  kiln::idx3 t = kiln::thread_idx(), b = kiln::block_idx(), bd = kiln::block_dim(), gd = kiln::grid_dim();
  unsigned block = b.x + gd.x * (b.y + gd.y * b.z);
  unsigned thread = t.x + bd.x * (t.y + bd.y * t.z);
  unsigned* o = out + 14 * (block * bd.x * bd.y * bd.z + thread);
  o[0] = t.x; o[1] = t.y; o[2] = t.z; o[3] = b.x; o[4] = b.y; o[5] = b.z;
  o[6] = bd.x; o[7] = bd.y; o[8] = bd.z; o[9] = gd.x; o[10] = gd.y; o[11] = gd.z;
  o[12] = kiln::lane_id();
  o[13] = kiln::warp_id();
}

// Every atomic_ref operation under contention; slot k of each array gathers thread i % 4 == k.
extern "C" __global__ void kiln_atomics(const int* v, int* islots, unsigned* uslots, unsigned long long* lslots,
                                        float* fslots, int* seen, int n) {
  int i = kiln::block_idx().x * kiln::block_dim().x + kiln::thread_idx().x;
  if (i >= n) return;
  int x = v[i];
  int k = i % 4;
  kiln::atomic_ref<int, scope::device> a0(islots[0 * 4 + k]);
  kiln::atomic_ref<int, scope::device> a1(islots[1 * 4 + k]);
  kiln::atomic_ref<int, scope::system> a2(islots[2 * 4 + k]);
  kiln::atomic_ref<int> a3(islots[3 * 4 + k]);
  a0.fetch_add(x, memory_order::relaxed);
  a1.fetch_sub(x, memory_order::acq_rel);
  a2.fetch_min(x, memory_order::acquire);
  a3.fetch_max(x, memory_order::release);
  kiln::atomic_ref<unsigned, scope::device> u0(uslots[0 * 4 + k]), u1(uslots[1 * 4 + k]), u2(uslots[2 * 4 + k]);
  u0.fetch_and(~(1u << (i % 32)), memory_order::seq_cst);
  u1.fetch_or(1u << (i % 32));
  u2.fetch_xor((unsigned)x * 2654435761u, memory_order::relaxed);
  kiln::atomic_ref<unsigned long long, scope::device> l0(lslots[k]);
  l0.fetch_add((unsigned long long)(x + 1000) << 20, memory_order::relaxed);
  kiln::atomic_ref<float, scope::device> f0(fslots[k]);
  f0.fetch_add((float)x * 0.5f, memory_order::relaxed);
  // CAS loop (expected is updated on failure) computing a max of x * 3.
  kiln::atomic_ref<int, scope::device> m(islots[4 * 4 + k]);
  int expected = m.load(memory_order::relaxed);
  while (expected < x * 3 && !m.compare_exchange_strong(expected, x * 3, memory_order::acq_rel, memory_order::relaxed)) {
  }
  // exchange: every value taken once.
  kiln::atomic_ref<int, scope::device> e(islots[5 * 4]);
  seen[i] = e.exchange(i + 1, memory_order::acq_rel);
  kiln::atomic_ref<int, scope::device> st(islots[6 * 4 + k]);
  if (i < 4) st.store(i * 11, memory_order::release);
}

// Block-scope atomics on shared memory, with kiln::sync(block) between the phases and fences.
extern "C" __global__ void kiln_block(const int* v, int* out, int n) {
  __shared__ int total;
  __shared__ unsigned flags;
  unsigned t = kiln::thread_idx().x;
  if (t == 0) {
    total = 0;
    flags = 0;
  }
  kiln::sync(scope::block);
  int i = kiln::block_idx().x * kiln::block_dim().x + t;
  kiln::atomic_ref<int, scope::block> tot(total);
  kiln::atomic_ref<unsigned, scope::block> fl(flags);
  if (i < n) {
    tot.fetch_add(v[i], memory_order::relaxed);
    fl.fetch_or(1u << (t % 32), memory_order::relaxed);
  }
  kiln::fence(scope::block);
  kiln::fence(scope::device);
  kiln::fence(scope::system);
  kiln::sync(scope::block);
  if (t == 0) {
    out[2 * kiln::block_idx().x] = tot.load(memory_order::acquire);
    out[2 * kiln::block_idx().x + 1] = (int)fl.load(memory_order::relaxed);
  }
}

// Warp collectives in the Kiln spelling, full warps and masked ones.
extern "C" __global__ void kiln_warp(const int* in, int* out) {
  int i = kiln::block_idx().x * kiln::block_dim().x + kiln::thread_idx().x;
  unsigned lane = kiln::lane_id();
  int v = in[i];
  float f = (float)v * 0.25f;
  int* o = out + 12 * i;
  o[0] = kiln::shuffle(v, (int)(lane * 5 % 32));
  o[1] = kiln::shuffle_down(v, 2u);
  o[2] = kiln::shuffle_up(v, 4u);
  o[3] = (int)(kiln::shuffle_xor(f, 7) * 4.0f);
  o[4] = (int)kiln::ballot(v > 0);
  o[5] = kiln::all(v > -1000) + 2 * kiln::any(v == 3);
  o[6] = kiln::reduce_add(v);
  o[7] = kiln::reduce_min(v);
  o[8] = kiln::reduce_max(v);
  o[9] = (int)kiln::reduce_max((unsigned)v);
  kiln::sync(scope::warp);
  int masked = 0, shuffled = 0;
  if (lane < 16) {
    masked = kiln::reduce_add(v, 0xffffu);
    shuffled = kiln::shuffle_down(v, 1u, 0xffffu);
    kiln::sync_warp(0xffffu);
  }
  o[10] = masked;
  o[11] = shuffled + (int)kiln::ballot(v % 2 == 0, 0xffffffffu);
}

// Clusters (sm_90+): two blocks per cluster; the cluster barrier orders nothing here but must
// be passed by every block. On older targets the kernel writes a marker the host expects.
#if __CUDA_ARCH__ >= 900
extern "C" __global__ void __cluster_dims__(2, 1, 1) kiln_cluster(unsigned* out) {
  kiln::idx3 c = kiln::cluster_idx(), cd = kiln::cluster_dim();
  unsigned rank = kiln::block_rank_in_cluster();
  kiln::sync(scope::cluster);
  if (kiln::thread_idx().x == 0) {
    unsigned* o = out + 4 * kiln::block_idx().x;
    o[0] = c.x; o[1] = cd.x; o[2] = rank; o[3] = 900;
  }
}
#else
extern "C" __global__ void kiln_cluster(unsigned* out) {
  if (kiln::thread_idx().x == 0) out[4 * kiln::block_idx().x + 3] = 800;
}
#endif
