// Anchor-sized runs of the example kernels; each result is sanity-checked so a fast wrong kernel
// cannot pass unnoticed.
#include "kernel_benchmarks.hpp"

#include <chrono>
#include <cmath>

#include "kernel_files.hpp"
#include "timing.hpp"

namespace kiln::bench {

struct Inputs {
  long n;        // floats per vadd/reduce array
  int side;      // transpose is side x side
  long bytes;    // histogram input
  long keys;     // hash keys
  unsigned cap;  // hash capacity (load 0.5)
  int mm;        // matmul m = n = k
  DeviceBuffer<float> a, b, c;
  DeviceBuffer<unsigned char> hist_data;
  DeviceBuffer<unsigned> hist, hash_keys, table_keys, table_vals, probe_out;
  DeviceBuffer<float> sum;
  DeviceBuffer<float> ma, mb, mc;
  double expected_sum = 0;

  Inputs(const Context& c_, long n_, int side_, long bytes_, long keys_, int mm_)
      : n(n_), side(side_), bytes(bytes_), keys(keys_), cap(static_cast<unsigned>(keys_ * 2)), mm(mm_),
        a(c_, n_), b(c_, n_), c(c_, n_), hist_data(c_, bytes_), hist(c_, 256), hash_keys(c_, keys_),
        table_keys(c_, cap), table_vals(c_, cap), probe_out(c_, keys_), sum(c_, 1), ma(c_, long(mm_) * mm_),
        mb(c_, long(mm_) * mm_), mc(c_, long(mm_) * mm_) {}
};

std::shared_ptr<Inputs> make_inputs(const Context& context, bool quick) {
  long n = quick ? 1L << 22 : 1L << 28;
  auto in = std::make_shared<Inputs>(context, n, quick ? 2048 : 16384, n, quick ? 1L << 20 : 1L << 26, quick ? 512 : 4096);
  // Not zeros: zeros can run faster than real data and hide unwritten outputs.
  std::vector<float> host(n);
  double sum = 0;
  for (long i = 0; i < n; ++i) {
    host[i] = float((i * 2654435761u) >> 20) * (1.0f / 4096.0f);  // in [0, 1)
    sum += host[i];
  }
  in->expected_sum = sum;
  in->a.upload(host);
  in->b.upload(host);
  std::vector<unsigned char> bytes(in->bytes);
  for (long i = 0; i < in->bytes; ++i) bytes[i] = (unsigned char)((i * 2654435761u) >> 13);
  in->hist_data.upload(bytes);
  std::vector<unsigned> keys(in->keys);
  for (long i = 0; i < in->keys; ++i) keys[i] = (unsigned)(i * 2654435761u) ^ 0x5bd1e995u;
  in->hash_keys.upload(keys);
  std::vector<float> m(size_t(in->mm) * in->mm);
  for (size_t i = 0; i < m.size(); ++i) m[i] = float(int(i % 17) - 8) * 0.125f;
  in->ma.upload(m);
  in->mb.upload(m);
  return in;
}

std::vector<Figure> run_kernel_benchmarks(const Context& context, const Device& device, Inputs& in, const std::string& dir,
                                          std::vector<std::pair<std::string, double>>& load_ms) {
  auto load = [&](const char* stem) {
    auto t0 = std::chrono::steady_clock::now();
    Module m = examples::load_example(context, dir, stem, examples::LoadAs::file);
    load_ms.push_back({stem, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()});
    return m;
  };
  const uint32_t grid = device.sm_count() * 8;
  std::vector<Figure> out;

  Module vadd_m = load("vadd");
  Kernel vadd = vadd_m.kernel("vadd");
  float t = median_ms(context, [&] { vadd.launch(LaunchConfig(grid, 256), in.a, in.b, in.c, in.n); });
  std::vector<float> probe(4);
  in.c.download(probe.data(), 4, in.n / 2);
  std::vector<float> src(4);
  in.a.download(src.data(), 4, in.n / 2);
  out.push_back({"vadd", t, 3.0 * in.n * 4 / t / 1e6, "GB/s", probe[1] == 2 * src[1] ? "" : "wrong sum"});

  Module reduce_m = load("reduce_sum");
  Kernel reduce = reduce_m.kernel("reduce_sum");
  t = median_ms(context, [&] {
    in.sum.memset(0);
    reduce.launch(LaunchConfig(grid, 512), in.a, in.sum, in.n);
  });
  float got = in.sum.download()[0];
  out.push_back({"reduce_sum", t, 1.0 * in.n * 4 / t / 1e6, "GB/s",
                 std::abs(got - in.expected_sum) <= 1e-3 * in.expected_sum ? "" : "wrong sum"});

  Module transpose_m = load("transpose");
  Kernel transpose = transpose_m.kernel("transpose");
  int s = in.side;
  t = median_ms(context, [&] {
    transpose.launch(LaunchConfig(Dim3(s / 32, s / 32), Dim3(32, 8)), in.a, in.c, s, s);
  });
  in.c.download(probe.data(), 1, 1);  // out[1] = in[1 * s]
  in.a.download(src.data(), 1, s);
  out.push_back({"transpose", t, 2.0 * s * s * 4 / t / 1e6, "GB/s", probe[0] == src[0] ? "" : "wrong element"});

  Module hist_m = load("histogram");
  Kernel histogram = hist_m.kernel("histogram");
  in.hist.memset(0);
  t = median_ms(context, [&] { histogram.launch(LaunchConfig(grid, 512), in.hist_data, in.hist, in.bytes); });
  auto bins = in.hist.download();
  unsigned long long total = 0;
  for (unsigned x : bins) total += x;
  out.push_back({"histogram", t, 1.0 * in.bytes / t / 1e6, "GB/s", total == 23ull * in.bytes ? "" : "wrong count"});

  Module hash_m = load("hash_table");
  Kernel insert = hash_m.kernel("hash_insert"), probe_k = hash_m.kernel("hash_probe");
  uint32_t hash_blocks = static_cast<uint32_t>((in.keys + 255) / 256);
  // The memset-only time first, so the table the probe reads is the one the last insert filled.
  float memset_only = median_ms(context, [&] { in.table_keys.memset(0xff); });
  float with_insert = median_ms(context, [&] {
    in.table_keys.memset(0xff);
    insert.launch(LaunchConfig(hash_blocks, 256), in.hash_keys, in.table_keys, in.table_vals, in.cap, in.keys);
  });
  t = with_insert - memset_only;
  out.push_back({"hash_insert", t, in.keys / t / 1e3, "Mkeys/s", ""});
  auto probe_all = [&] {
    probe_k.launch(LaunchConfig(hash_blocks, 256), in.hash_keys, in.table_keys, in.table_vals, in.probe_out, in.cap, in.keys);
  };
  t = median_ms(context, probe_all);
  std::vector<unsigned> found(1 << 16);
  in.probe_out.download(found.data(), found.size());
  bool ok = true;
  for (unsigned i = 0; i < found.size(); ++i) ok = ok && found[i] == i;
  out.push_back({"hash_probe", t, in.keys / t / 1e3, "Mkeys/s", ok ? "" : "probe lost keys"});
  // simt_anchor.cu probes after its memset-only timing has emptied the table: every probe stops at
  // its first slot. Measured the same way here so that figure has a counterpart.
  in.table_keys.memset(0xff);
  t = median_ms(context, probe_all);
  in.probe_out.download(found.data(), found.size());
  ok = true;
  for (unsigned x : found) ok = ok && x == 0xffffffffu;
  out.push_back({"probe_empty", t, in.keys / t / 1e3, "Mkeys/s", ok ? "" : "found keys in an empty table"});

  Module mm_m = load("matmul");
  Kernel matmul = mm_m.kernel("matmul_tiled");
  int mm = in.mm;
  t = median_ms(context, [&] {
    matmul.launch(LaunchConfig(Dim3(mm / 16, mm / 16), Dim3(16, 16)), in.ma, in.mb, in.mc, mm, mm, mm);
  });
  out.push_back({"matmul_fp32", t, 2.0 * mm * mm * mm / t / 1e9, "TFLOP/s", ""});

  Module scan_m = load("scan");
  Kernel scan_block = scan_m.kernel("scan_block");
  uint32_t scan_blocks = static_cast<uint32_t>((in.n + 1023) / 1024);
  // One level of the scan (per-block scan with block sums): read n, write n.
  t = median_ms(context, [&] {
    scan_block.launch(LaunchConfig(scan_blocks, 1024), DevicePtr<const int>(in.a.raw()), DevicePtr<int>(in.c.raw()),
                      DevicePtr<int>(in.b.raw()), in.n);
  });
  out.push_back({"scan_block", t, 2.0 * in.n * 4 / t / 1e6, "GB/s", ""});
  in.b.copy_from(in.a);  // scan_block wrote block sums into b; restore it
  return out;
}

}  // namespace kiln::bench
