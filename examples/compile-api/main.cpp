// JIT-compiles a kernel whose constant is only known at run time (argv[1]) with kiln::compile,
// shows the cache serving the second compile and a compile error as data, then, where a GPU
// is present, compiles for that GPU, loads the result with Kiln's runtime in one step
// (kiln::jit) and checks what the kernel computed.
#include <kiln/compiler.hpp>
#include <kiln/jit.hpp>
#include <kiln/runtime.hpp>

#include <chrono>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

namespace {
const char *kSource = R"(
extern "C" __global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= FACTOR;
}
)";

double msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

/// The first GPU's target, or "" without a GPU (or without a driver).
std::string gpuArch() {
  try {
    if (kiln::Device::count() > 0)
      return kiln::Device::get(0).arch();
  } catch (const std::exception &) {
  }
  return "";
}
} // namespace

int main(int argc, char **argv) try {
  float factor = argc > 1 ? std::stof(argv[1]) : 3.0f;
  std::string arch = gpuArch();
  kiln::CompileOptions options;
  options.source_name = "scale.cu";
  options.archs = {arch.empty() ? "sm_80" : arch};
  options.defines = {"FACTOR=" + std::to_string(factor) + "f"};
  std::printf("%s\n", kiln::compiler_version().c_str());

  auto start = std::chrono::steady_clock::now();
  kiln::CompileResult ptx = kiln::compile(kSource, options);
  if (!ptx)
    return std::fprintf(stderr, "%s", ptx.log().c_str()), 1;
  std::printf("compiled scale.cu for %s: %zu bytes of PTX (%s) in %.1f ms\n",
              options.archs[0].c_str(), ptx.text.size(), ptx.from_cache ? "cache" : "compiler",
              msSince(start));
  start = std::chrono::steady_clock::now();
  kiln::CompileResult again = kiln::compile(kSource, options);
  std::printf("again: %s in %.3f ms, same PTX: %s\n", again.from_cache ? "from the cache" : "compiled",
              msSince(start), again.text == ptx.text ? "yes" : "no");

  // A compile error is data: severity, file, line, column, message.
  kiln::CompileResult bad = kiln::compile("__global__ void k(float *p) {\n  p[0] = oops;\n}\n", options);
  for (const kiln::Diagnostic &d : bad.diagnostics)
    std::printf("diagnostic: %s line %u column %u: %s\n",
                d.severity == kiln::Severity::error ? "error" : "other", d.line, d.column,
                d.message.c_str());

  if (arch.empty()) {
    std::printf("no GPU: compiled only\n");
    return 0;
  }
  const int n = 1 << 16;
  std::vector<float> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = float(i % 97);
  kiln::Context ctx = kiln::Device::get(0).primary_context();
  kiln::Module module = kiln::jit(ctx, kSource, options); // compile (or the cache) + load
  kiln::DeviceBuffer<float> buffer(ctx, data);
  module.kernel("scale").launch(kiln::LaunchConfig(n / 256, 256), buffer, n);
  std::vector<float> got = buffer.download();
  for (int i = 0; i < n; ++i)
    if (got[i] != data[i] * factor)
      return std::printf("FAIL jit_scale p[%d] = %f\n", i, got[i]), 1;
  std::printf("PASS jit_scale: %d elements times %g on %s\n", n, factor, arch.c_str());
} catch (const std::exception &e) {
  std::fprintf(stderr, "%s\n", e.what());
  return 1;
}
