// Cooperative groups (constructs/cooperative_groups.cu) on the GPU against CPU models of the
// warps: tiles are runs of N consecutive threads of the block's linear order, coalesced groups
// are the lanes that run the code, and every result is what CUDA's header defines. The same
// checks run on nvcc's PTX (CUDA's own headers) and on kilnc's.
#include <algorithm>
#include <map>
#include <set>

#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

std::vector<int> random_ints(size_t n, int lo, int hi) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<int> v(n);
  for (int& x : v) x = d(rng());
  return v;
}

template <class T>
void check_same(const std::vector<T>& got, const std::vector<T>& want, const std::string& what, int fields = 1) {
  expect(got.size() == want.size(), what + ": size differs");
  for (size_t i = 0; i < got.size(); ++i)
    if (!(got[i] == want[i]))
      throw Failure(what + ": thread " + std::to_string(i / fields) + " output " + std::to_string(i % fields) +
                    " is " + std::to_string((long long)got[i]) + ", expected " + std::to_string((long long)want[i]));
}

// ---- reference models -----------------------------------------------------------------------

// tile_ints<T>: reductions and scans over each run of T threads.
std::vector<int> model_tile_ints(const std::vector<int>& in, unsigned T) {
  std::vector<int> out(14 * in.size());
  for (size_t base = 0; base < in.size(); base += T) {
    int sum = 0, mn = in[base], mx = in[base], band = -1, bor = 0;
    unsigned usum = 0, umin = ~0u, umax = 0, uxor = 0;
    long long wide = 0;
    for (unsigned r = 0; r < T; ++r) {
      int v = in[base + r];
      unsigned u = (unsigned)v * 2654435761u;
      sum = (int)((unsigned)sum + (unsigned)v), mn = std::min(mn, v), mx = std::max(mx, v), band &= v, bor |= v;
      usum += u, umin = std::min(umin, u), umax = std::max(umax, u), uxor ^= u;
      wide += (long long)v * 1000003LL;
    }
    int prefix = 0, pmax = 0;
    for (unsigned r = 0; r < T; ++r) {
      int v = in[base + r];
      int* o = &out[14 * (base + r)];
      o[0] = sum, o[1] = mn, o[2] = mx, o[3] = (int)usum, o[4] = (int)umin, o[5] = (int)umax;
      o[6] = band, o[7] = bor, o[8] = (int)uxor, o[9] = (int)(wide % 1000000007LL);
      o[11] = prefix;
      prefix = (int)((unsigned)prefix + (unsigned)v);
      o[10] = prefix;
      o[13] = r == 0 ? 0 : pmax;
      pmax = r == 0 ? v : std::max(pmax, v);
      o[12] = pmax;
    }
  }
  return out;
}

// tile_comm<T>: shuffles (out-of-range sources keep the caller's value), votes, matches, ranks.
std::vector<int> model_tile_comm(const std::vector<int>& in, unsigned T, unsigned block) {
  std::vector<int> out(16 * in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    size_t base = i / T * T;
    unsigned r = unsigned(i - base);
    auto at = [&](unsigned rank) { return in[base + rank]; };
    int v = in[i];
    int* o = &out[16 * i];
    o[0] = at((r * 3 + 1) % T);
    o[1] = r >= 1 ? at(r - 1) : v;
    unsigned down = T > 1 ? T / 2 : 1;
    o[2] = r + down < T ? at(r + down) : v;
    o[3] = at(r ^ (T - 1));
    o[4] = at(T - 1);
    int s = r + 1 < T ? at(r + 1) : v;
    o[5] = s, o[6] = s, o[7] = s & 0x3fff;
    int any = 0, all = 1;
    unsigned ballot = 0, match = 0;
    for (unsigned k = 0; k < T; ++k) {
      any |= at(k) > 900, all &= at(k) > -5;
      if (at(k) & 1) ballot |= 1u << k;
      if (at(k) % 4 == v % 4) match |= 1u << k;
    }
    o[8] = any, o[9] = all, o[10] = (int)ballot, o[11] = (int)match;
    o[12] = (int)r, o[13] = (int)((i % block) / T), o[14] = (int)((block + T - 1) / T), o[15] = (int)T;
  }
  return out;
}

std::vector<int> model_subtiles(const std::vector<int>& in) {
  std::vector<int> out(8 * in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    unsigned lane = unsigned(i % 32);
    size_t quad = i / 4 * 4;
    int* o = &out[8 * i];
    o[0] = (int)(lane / 4), o[1] = 8;
    o[2] = in[quad] + in[quad + 1] + in[quad + 2] + in[quad + 3];
    o[3] = (int)((i % 128) / 8);  // blocks of 128
    o[4] = (int)((i % 8) / 2), o[5] = 4;
    o[6] = in[i ^ 1];
    o[7] = 1;
  }
  return out;
}

// The lanes of each warp where lane % 3 != 1 run cg_coalesced's group.
std::vector<int> model_coalesced(const std::vector<int>& in) {
  std::vector<int> out(10 * in.size(), -7);
  for (size_t w = 0; w < in.size(); w += 32) {
    std::vector<size_t> members;
    for (unsigned lane = 0; lane < 32; ++lane)
      if (lane % 3 != 1) members.push_back(w + lane);
    unsigned n = unsigned(members.size());
    unsigned ballot = 0;
    int any = 0, sum = 0;
    for (unsigned r = 0; r < n; ++r) {
      int v = in[members[r]];
      if (v & 1) ballot |= 1u << r;
      any |= v == 5;
      sum += v;
    }
    int prefix = 0;
    for (unsigned r = 0; r < n; ++r) {
      int v = in[members[r]];
      int* o = &out[10 * members[r]];
      o[0] = (int)n, o[1] = (int)r, o[2] = in[members[2]];
      o[3] = r >= 1 ? in[members[r - 1]] : v;
      o[4] = r + 2 < n ? in[members[r + 2]] : v;
      o[5] = (int)ballot, o[6] = any, o[7] = sum;
      o[9] = prefix;
      prefix += v;
      o[8] = prefix;
    }
  }
  return out;
}

// The Programming Guide's tree (only rank 0 ends with the total; others keep partial sums).
void model_reduce_sum(const int* in, int* out, unsigned size) {
  std::vector<int> val(in, in + size), temp(size);
  for (unsigned i = size / 2; i > 0; i /= 2) {
    temp = val;
    for (unsigned lane = 0; lane < i; ++lane) val[lane] += temp[lane + i];
  }
  std::copy(val.begin(), val.end(), out);
}

std::vector<int> model_partitions(const std::vector<int>& in) {
  std::vector<int> out(10 * in.size());
  for (size_t w = 0; w < in.size(); w += 32) {
    auto v = [&](unsigned lane) { return in[w + lane]; };
    unsigned odd = 0;
    for (unsigned lane = 0; lane < 32; ++lane)
      if (v(lane) & 1) odd |= 1u << lane;
    bool split = odd != 0 && odd != ~0u;
    // labeled_partition(v % 5): groups by label, ranked by their lowest lane.
    std::map<int, unsigned> label_lanes;
    for (unsigned lane = 0; lane < 32; ++lane) label_lanes[v(lane) % 5] |= 1u << lane;
    std::vector<std::pair<unsigned, int>> leaders;  // (lowest lane, label)
    for (auto& [label, lanes] : label_lanes) leaders.push_back({unsigned(__builtin_ctz(lanes)), label});
    std::sort(leaders.begin(), leaders.end());
    for (unsigned lane = 0; lane < 32; ++lane) {
      int* o = &out[10 * (w + lane)];
      bool mine = v(lane) & 1;
      unsigned group = split ? (mine ? odd : ~odd) : ~0u;
      o[0] = __builtin_popcount(group);
      o[1] = __builtin_popcount(group & ((1u << lane) - 1));
      o[2] = split ? (mine ? 1 : 0) : 0;
      o[3] = split ? 2 : 1;
      int sum = 0;
      for (unsigned k = 0; k < 32; ++k)
        if (group >> k & 1) sum += v(k);
      o[4] = sum;
      unsigned same = label_lanes[v(lane) % 5];
      o[5] = __builtin_popcount(same);
      o[6] = __builtin_popcount(same & ((1u << lane) - 1));
      unsigned lowest = unsigned(__builtin_ctz(same)), rank = 0;
      for (auto& [l, label] : leaders) rank += l < lowest;
      o[7] = (int)rank, o[8] = (int)leaders.size();
    }
  }
  return out;
}

// ---- the tests ------------------------------------------------------------------------------

void test_coop(Harness& h, const Env& env) {
  if (!has_construct(h, env, "cooperative_groups")) return;
  Module m = load_construct(env, "cooperative_groups");

  h.run("coop.block_sum", [&] {
    const int n = 1 << 20, blocks = 120, threads = 256;
    std::uniform_real_distribution<float> d(-1, 1);
    std::vector<float> in(n);
    for (float& x : in) x = d(rng());
    DeviceBuffer<float> din(env.context, in);
    auto sums = poisoned<float>(env.context, blocks);
    m.kernel("cg_block_sum").launch(LaunchConfig(blocks, threads), din, sums, n);
    std::vector<double> want(blocks, 0.0);
    for (int i = 0; i < n; ++i) want[(i / threads) % blocks] += in[i];
    expect_close(sums.download(), want, 1e-5, "cg_block_sum");
  });

  for (unsigned T : {32u, 16u, 8u, 4u, 2u}) {
    std::string kernel = "cg_tile_ints_" + std::to_string(T);
    h.run("coop.tile_reduce_scan_" + std::to_string(T), [&, T, kernel] {
      const int n = 4 * 256;
      std::vector<int> in = random_ints(n, -1000, 1000);
      for (int k = 0; k < 8; ++k) in[k * 97 % n] = k % 2 ? 2147483000 : -2147483000;  // wrapping sums
      DeviceBuffer<int> din(env.context, in);
      auto out = poisoned<int>(env.context, 14 * n);
      m.kernel(kernel).launch(LaunchConfig(n / 256, 256), din, out);
      check_same(out.download(), model_tile_ints(in, T), kernel, 14);
    });
  }

  for (unsigned T : {32u, 16u, 8u, 4u}) {
    std::string kernel = "cg_tile_comm_" + std::to_string(T);
    h.run("coop.tile_shuffles_votes_" + std::to_string(T), [&, T, kernel] {
      const int n = 3 * 96, block = 96;  // three warps per block
      std::vector<int> in = random_ints(n, -4, 1000);
      DeviceBuffer<int> din(env.context, in);
      auto out = poisoned<int>(env.context, 16 * n);
      m.kernel(kernel).launch(LaunchConfig(n / block, block), din, out);
      check_same(out.download(), model_tile_comm(in, T, block), kernel, 16);
    });
  }

  h.run("coop.subtiles", [&] {
    const int n = 4 * 128;
    std::vector<int> in = random_ints(n, -100, 100);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 8 * n);
    m.kernel("cg_subtiles").launch(LaunchConfig(n / 128, 128), din, out);
    check_same(out.download(), model_subtiles(in), "cg_subtiles", 8);
  });

  h.run("coop.warp_aggregated_atomics", [&] {
    const int n = 100000 + 17;
    std::vector<int> in = random_ints(n, -50, 50);
    DeviceBuffer<int> din(env.context, in);
    DeviceBuffer<int> out(env.context, n), count(env.context, 1);
    count.memset(0);
    out.memset(0);  // the kernel fills only the first `count` slots; initcheck reads them all back
    m.kernel("cg_filter_positive").launch(LaunchConfig(blocks_for(n, 256), 256), din, out, count, n);
    std::vector<int> want;
    for (int x : in)
      if (x > 0) want.push_back(x);
    int got_count = count.download()[0];
    expect(got_count == (int)want.size(),
           "cg_filter_positive counted " + std::to_string(got_count) + ", expected " + std::to_string(want.size()));
    std::vector<int> got = out.download();
    got.resize(want.size());
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    check_same(got, want, "cg_filter_positive (sorted output)");
  });

  h.run("coop.coalesced_sparse", [&] {
    const int n = 4 * 64;
    std::vector<int> in = random_ints(n, 0, 9);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 10 * n);
    m.kernel("cg_coalesced").launch(LaunchConfig(n / 64, 64), din, out);
    check_same(out.download(), model_coalesced(in), "cg_coalesced", 10);
  });

  h.run("coop.histogram_labeled_partition", [&] {
    const int n = 1 << 18;
    std::vector<uint8_t> data(n);
    std::uniform_int_distribution<int> d(0, 255);
    for (int i = 0; i < n; ++i) data[i] = uint8_t(i % 7 == 0 ? 42 : d(rng()));  // one hot bin
    DeviceBuffer<uint8_t> dd(env.context, data);
    DeviceBuffer<unsigned> hist(env.context, 64);
    hist.memset(0);
    m.kernel("cg_histogram").launch(LaunchConfig(64, 256), dd, hist, n);
    std::vector<unsigned> want(64, 0);
    for (uint8_t x : data) want[x % 64]++;
    check_same(hist.download(), want, "cg_histogram");
  });

  h.run("coop.block_scan", [&] {
    const int block = 256, blocks = 7, n = block * blocks;
    std::vector<int> in = random_ints(n, -20, 50);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, n);
    auto totals = poisoned<int>(env.context, blocks);
    m.kernel("cg_block_scan").launch(LaunchConfig(blocks, block), din, out, totals);
    std::vector<int> want(n), want_totals(blocks);
    for (int b = 0; b < blocks; ++b) {
      int s = 0;
      for (int t = 0; t < block; ++t) want[b * block + t] = s += in[b * block + t];
      want_totals[b] = s;
    }
    check_same(out.download(), want, "cg_block_scan");
    check_same(totals.download(), want_totals, "cg_block_scan totals");
  });

  h.run("coop.thread_group_reduce_sum", [&] {
    const int block = 256, blocks = 3, n = block * blocks;
    std::vector<int> in = random_ints(n, -100, 100);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 3 * n);
    m.kernel("cg_group_sum").launch(LaunchConfig(blocks, block), din, out);
    std::vector<int> want(3 * n), by_block(block);
    for (int b = 0; b < blocks; ++b) {
      model_reduce_sum(&in[b * block], by_block.data(), block);
      for (int t = 0; t < block; ++t) {
        int i = b * block + t;
        want[3 * i] = by_block[t], want[3 * i + 1] = in[b * block + (t & ~3) + (t + 1) % 4];
        want[3 * i + 2] = 400 + t % 4;
      }
    }
    check_same(out.download(), want, "cg_group_sum", 3);
  });

  h.run("coop.partitions_invoke_one", [&] {
    const int block = 128, blocks = 5, n = block * blocks;
    std::vector<int> in = random_ints(n, -30, 30);
    for (int k = 0; k < 32; ++k) in[32 + k] = 2 * k;  // a warp where every value is even
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 10 * n);
    DeviceBuffer<int> calls(env.context, 2);
    calls.memset(0);
    m.kernel("cg_partitions").launch(LaunchConfig(blocks, block), din, out, calls);
    std::vector<int> got = out.download(), want = model_partitions(in);
    // invoke_one_broadcast: one call per warp, every lane gets that call's value.
    std::set<int> seen;
    for (int w = 0; w < n / 32; ++w) {
      int value = got[10 * (32 * w) + 9];
      for (int lane = 0; lane < 32; ++lane) {
        expect(got[10 * (32 * w + lane) + 9] == value, "invoke_one_broadcast: lanes of warp " + std::to_string(w) + " differ");
        want[10 * (32 * w + lane) + 9] = value;
      }
      seen.insert(value);
    }
    expect((int)seen.size() == n / 32 && *seen.begin() == 0 && *seen.rbegin() == n / 32 - 1,
           "invoke_one_broadcast: not one call per warp");
    check_same(got, want, "cg_partitions", 10);
    std::vector<int> c = calls.download();
    expect(c[0] == n / 32 && c[1] == n / 32, "invoke_one ran " + std::to_string(c[0]) + " and " + std::to_string(c[1]) +
                                                 " times, expected once per warp (" + std::to_string(n / 32) + ")");
  });

  h.run("coop.geometry", [&] {
    const Dim3 grid(3, 2), block(8, 4, 2);
    const int threads = 64, total = 6 * threads;
    auto out = poisoned<unsigned long long>(env.context, 12 * total);
    m.kernel("cg_geometry").launch(LaunchConfig(grid, block), out);
    std::vector<unsigned long long> want(12 * total);
    for (unsigned by = 0; by < 2; ++by)
      for (unsigned bx = 0; bx < 3; ++bx)
        for (unsigned tz = 0; tz < 2; ++tz)
          for (unsigned ty = 0; ty < 4; ++ty)
            for (unsigned tx = 0; tx < 8; ++tx) {
              unsigned long long rank = tx + 8 * (ty + 4 * tz), block_rank = bx + 3 * by;
              unsigned long long g = block_rank * threads + rank;
              unsigned long long* o = &want[12 * g];
              o[0] = rank, o[1] = threads, o[2] = bx + 100 * by, o[3] = tx + 100 * ty + 10000 * tz;
              o[4] = 8 + 100 * 4 + 10000 * 2, o[5] = threads, o[6] = g, o[7] = total, o[8] = block_rank, o[9] = 6;
              o[10] = 3 + 100 * 2, o[11] = (bx * 8 + tx) + 1000 * (by * 4 + ty);
            }
    check_same(out.download(), want, "cg_geometry", 12);
  });

  h.run("coop.memcpy_async", [&] {
    const int blocks = 5, n = blocks * 256;
    std::vector<float> in(n + 1);
    for (int i = 0; i <= n; ++i) in[i] = float(i % 997);
    DeviceBuffer<float> din(env.context, in);
    auto out = poisoned<float>(env.context, n);
    m.kernel("cg_async_copy").launch(LaunchConfig(blocks, 256), din, out);
    std::vector<float> want(n);
    for (int b = 0; b < blocks; ++b)
      for (int t = 0; t < 256; ++t)
        want[b * 256 + t] = in[b * 256 + 255 - t] + (t < 255 ? 1000.0f * in[b * 256 + 1 + t] : 0.0f);
    std::vector<float> got = out.download();
    for (int i = 0; i < n; ++i)
      expect(got[i] == want[i], "cg_async_copy: element " + std::to_string(i) + " is " + std::to_string(got[i]) +
                                    ", expected " + std::to_string(want[i]));
  });

  // Named apart from coop.*: the sanitizer runs (device-run.sh) leave out the grid barrier,
  // whose co-residency an instrumented launch may not keep.
  h.run("coopgrid.sync_multipass", [&] {
    Kernel k = m.kernel("cg_grid_sum");
    expect(k.needs_cooperative_launch(), "cg_grid_sum is not recorded as needing a cooperative launch");
    expect(!m.kernel("cg_block_sum").needs_cooperative_launch(), "cg_block_sum is recorded as cooperative");
    const int n = 3 * 1000 * 1000 + 7, threads = 256;
    uint64_t limit = k.max_cooperative_blocks(Dim3(threads));
    expect(limit > 0, "no block of cg_grid_sum fits on the device");
    uint32_t blocks = uint32_t(std::min<uint64_t>(limit, 1024));
    std::uniform_real_distribution<float> d(0.5f, 1.5f);
    std::vector<float> in(n);
    for (float& x : in) x = d(rng());
    DeviceBuffer<float> din(env.context, in);
    auto partial = poisoned<float>(env.context, blocks);
    auto result = poisoned<float>(env.context, 2);
    auto scaled = poisoned<float>(env.context, n);
    k.launch_cooperative(LaunchConfig(blocks, threads), din, partial, result, scaled, n);
    double total = 0;
    for (float x : in) total += x;
    std::vector<float> r = result.download();
    expect(std::fabs(r[0] - total) <= 1e-4 * total, "grid total " + std::to_string(r[0]) + ", expected " + std::to_string(total));
    expect(r[1] == 1.0f, "this_grid().is_valid() is false in a cooperative launch");
    std::vector<double> want(n);
    for (int i = 0; i < n; ++i) want[i] = in[i] / (double)r[0];
    expect_close(scaled.download(), want, 1e-6, "cg_grid_sum normalised output");
    // The grid barrier needs the cooperative launch: a plain one is refused, not a hang.
    expect_throws<Error>([&] { k.launch(LaunchConfig(blocks, threads), din, partial, result, scaled, n); },
                         "launch it with Kernel::launch_cooperative");
    // A grid that cannot be resident at once is refused, naming the limit.
    expect_throws<Error>(
        [&] { k.launch_cooperative(LaunchConfig(uint32_t(limit + 1), threads), din, partial, result, scaled, n); },
        "at most " + std::to_string(limit) + " blocks of 256 threads");
  });
}

}  // namespace

void run_coop_tests(Harness& h, const Env& env) { test_coop(h, env); }

}  // namespace kiln::e2e
