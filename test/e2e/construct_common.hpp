// Helpers shared by the construct suites (constructs/*.cu against CPU references).
#pragma once

#include <cstdio>
#include <fstream>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

#include "suites.hpp"

namespace kiln::e2e {

template <class T>
DeviceBuffer<T> poisoned(const Context& c, size_t n) {
  DeviceBuffer<T> b(c, n);
  b.memset(0xff);  // NaN for floats, all-ones for integers: unwritten elements show
  return b;
}

inline uint32_t blocks_for(long n, uint32_t threads) { return static_cast<uint32_t>((n + threads - 1) / threads); }

// Whether constructs/<stem>.cu was compiled into env.dir. When it was not: with
// env.skip_missing (nvcc, which cannot compile every construct file) a SKIP line, otherwise a
// FAIL (kilnc refused the file).
inline bool has_construct(Harness& h, const Env& env, const std::string& stem) {
  if (examples::find_kernel_file(env.dir, stem, env.device.arch())) return true;
  if (env.skip_missing) {
    std::printf("SKIP constructs.%s: not compiled into %s\n", stem.c_str(), env.dir.c_str());
    return false;
  }
  h.run("constructs." + stem, [&] { throw Failure("no " + stem + " kernels in " + env.dir + " (did the compiler refuse constructs/" + stem + ".cu?)"); });
  return false;
}

// Whether constructs/<stem>.cu in env.dir is nvcc's PTX (for the few checks where nvcc's own output
// is known to be wrong: they say why where they use it).
inline bool built_by_nvcc(const Env& env, const std::string& stem) {
  auto path = examples::find_kernel_file(env.dir, stem, env.device.arch());
  if (!path) return false;
  std::ifstream file(*path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  return text.find("NVIDIA NVVM Compiler") != std::string::npos;
}

inline Module load_construct(const Env& env, const std::string& stem) {
  return Module::from_file(env.context, *examples::find_kernel_file(env.dir, stem, env.device.arch()));
}

void run_math_tests(Harness& h, const Env& env);
// The intrinsic surface: SIMD/DPX, integer intrinsics, cache hints, conversions, the Math API.
std::vector<Suite> intrinsic_api_suites();
void run_coop_tests(Harness& h, const Env& env);  // construct_coop.cpp: cooperative groups
// Unions, bit-fields, inline PTX, printf/assert/__trap (construct_language.cpp).
std::vector<Suite> language_suites();
// kiln_e2e --child-kernel DIR assert|trap: runs one kernel that must fail; exit 3 on the error.
int run_child_kernel(const Env& env, const std::string& which);
void run_int128_tests(Harness& h, const Env& env);
// <mma.h> fragments and <cuda_pipeline.h> copies (construct_wmma.cpp).
void run_wmma_tests(Harness& h, const Env& env);

}  // namespace kiln::e2e
