// Runtime features on the GPU: device facts, streams and events, adopting raw driver objects,
// launches from several threads, every device in the machine.
#include <thread>

#include "suites.hpp"

namespace kiln::e2e {
namespace {

using examples::LoadAs;

// vadd over n elements on `stream` with buffers given as raw device pointers.
void check_vadd(const Kernel& k, const Context& c, CUdeviceptr a, CUdeviceptr b, CUdeviceptr out, long n, CUstream stream) {
  CurrentContext current(c);  // the raw cuStreamSynchronize below (of the null stream, too) needs it
  std::vector<float> ha(n), hb(n);
  for (long i = 0; i < n; ++i) {
    ha[i] = float(i % 1000) * 0.5f;
    hb[i] = float(i % 7);
  }
  memory::copy_to_device(c, a, ha.data(), n * 4);
  memory::copy_to_device(c, b, hb.data(), n * 4);
  k.launch(LaunchConfig(64, 256, 0, stream), DevicePtr<const float>(a), DevicePtr<const float>(b), DevicePtr<float>(out), n);
  KILN_CU(cuStreamSynchronize, stream);
  std::vector<float> got(n);
  memory::copy_to_host(c, got.data(), out, n * 4);
  for (long i = 0; i < n; ++i)
    expect(got[i] == ha[i] + hb[i], "vadd element " + std::to_string(i) + " wrong: " + std::to_string(got[i]));
}

}  // namespace

void run_runtime_tests(Harness& h, const Env& env) {
  const Context& c = env.context;
  h.run("runtime:device-facts", [&] {
    expect(!env.device.name().empty(), "empty device name");
    expect(env.device.sm_count() > 0, "no SMs");
    expect(env.device.l2_bytes() > 0, "no L2");
    expect(env.device.max_shared_per_block_optin() >= 48 * 1024, "opt-in shared memory below 48 KiB");
    expect(env.device.total_memory() > (1ull << 30), "less than 1 GiB");
    std::printf("  device %d: %s, %s, %d SMs, L2 %d KiB, shared opt-in %d KiB, driver CUDA %s\n", env.device.ordinal(),
                env.device.name().c_str(), env.device.arch().c_str(), env.device.sm_count(), env.device.l2_bytes() >> 10,
                env.device.max_shared_per_block_optin() >> 10, driver_version_string(driver_version()).c_str());
  });
  h.run("runtime:stream-async-copies-and-events", [&] {
    Stream s = Stream::create(c);
    Event start = Event::create(c), stop = Event::create(c);
    const long n = 1 << 22;
    std::vector<float> ha(n, 1.5f), hb(n, 2.25f), hc(n, 0.f);
    DeviceBuffer<float> a(c, n), b(c, n), out(c, n);
    Kernel k = examples::load_example(c, env.dir, "vadd", LoadAs::bundle).kernel("vadd");
    start.record(s);
    a.upload_async(ha.data(), n, s);
    b.upload_async(hb.data(), n, s);
    out.memset_async(0xff, s);
    k.launch(LaunchConfig(256, 256, 0, s), a, b, out, n);
    out.download_async(hc.data(), n, s);
    stop.record(s);
    s.synchronize();
    float ms = Event::elapsed_ms(start, stop);
    expect(ms > 0.f, "event time not positive");
    for (long i = 0; i < n; ++i) expect(hc[i] == 3.75f, "wrong result at " + std::to_string(i));
  });
  h.run("runtime:adopt-raw-context-pointers-stream", [&] {
    // Objects made with the raw Driver API, as cuBLAS or CUDA runtime code would hand them over.
    CUcontext raw_context = c.handle();
    Context adopted = Context::adopt(raw_context);
    expect(!adopted.owned(), "adopted context claims ownership");
    CurrentContext current(adopted);
    const long n = 100003;
    CUdeviceptr a = 0, b = 0, out = 0;
    KILN_CU(cuMemAlloc, &a, n * 4);
    KILN_CU(cuMemAlloc, &b, n * 4);
    KILN_CU(cuMemAlloc, &out, n * 4);
    CUstream raw_stream = nullptr;
    KILN_CU(cuStreamCreate, &raw_stream, CU_STREAM_NON_BLOCKING);
    {
      Stream stream = Stream::adopt(adopted, raw_stream);
      Kernel k = examples::load_example(adopted, env.dir, "vadd", LoadAs::file).kernel("vadd");
      check_vadd(k, adopted, a, b, out, n, stream);
    }  // the adopted stream is not destroyed here ...
    KILN_CU(cuStreamSynchronize, raw_stream);  // ... so it is still valid
    KILN_CU(cuStreamDestroy, raw_stream);
    KILN_CU(cuMemFree, a);
    KILN_CU(cuMemFree, b);
    KILN_CU(cuMemFree, out);
  });
  h.run("runtime:launch-from-several-threads", [&] {
    Kernel k = examples::load_example(c, env.dir, "vadd", LoadAs::bundle).kernel("vadd");
    std::vector<std::string> errors(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([&, t] {
        try {  // a fresh thread has no current context: the runtime sets it per call
          Stream s = Stream::create(c);
          const long n = 200000 + t;
          DeviceBuffer<float> a(c, n), b(c, n), out(c, n);
          for (int rep = 0; rep < 20; ++rep) check_vadd(k, c, a.raw(), b.raw(), out.raw(), n, s);
        } catch (const std::exception& e) {
          errors[t] = e.what();
        }
      });
    for (auto& t : threads) t.join();
    for (auto& e : errors) expect(e.empty(), e);
  });
  h.run("runtime:every-device", [&] {
    for (const Device& d : Device::all()) {
      Context dc = d.primary_context();
      Kernel k = examples::load_example(dc, env.dir, "vadd", LoadAs::bundle).kernel("vadd");
      const long n = 65537;
      DeviceBuffer<float> a(dc, n), b(dc, n), out(dc, n);
      check_vadd(k, dc, a.raw(), b.raw(), out.raw(), n, nullptr);
    }
  });
  h.run("runtime:untyped-launch", [&] {
    Kernel k = examples::load_example(c, env.dir, "vadd", LoadAs::file).kernel("vadd");
    const long n = 4099;
    DeviceBuffer<float> a(c, std::vector<float>(n, 1.f)), b(c, std::vector<float>(n, 2.f)), out(c, n);
    CUdeviceptr pa = a.raw(), pb = b.raw(), po = out.raw();
    long nn = n;
    void* args[] = {&pa, &pb, &po, &nn};
    k.launch(LaunchConfig(17, 128), args);
    auto got = out.download();
    for (long i = 0; i < n; ++i) expect(got[i] == 3.f, "untyped launch wrong at " + std::to_string(i));
  });
}

}  // namespace kiln::e2e
