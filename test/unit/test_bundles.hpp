// Small bundles and PTX texts shared by the unit tests.
#pragma once

#include <string>

#include "kiln/bundle.hpp"

namespace kiln::test {

inline std::string tiny_ptx(const std::string& version = "8.0", const std::string& target = "sm_80") {
  return "//\n// Generated for a test\n//\n\n.version " + version + "\n.target " + target +
         "\n.address_size 64\n\n"
         "\t// .globl\tvadd\n"
         ".visible .entry vadd(\n"
         "\t.param .u64 vadd_param_0,\n"
         "\t.param .u64 .ptr .global .align 4 vadd_param_1,\n"
         "\t.param .u64 vadd_param_2,\n"
         "\t.param .u64 vadd_param_3\n"
         ")\n{\n\tret;\n}\n";
}

inline Bundle vadd_bundle() {
  Bundle b;
  KernelInfo k;
  k.name = "vadd";
  k.params = {{ParamKind::pointer, 8, 8, "const_f32*"},
              {ParamKind::pointer, 8, 8, "const_f32*"},
              {ParamKind::pointer, 8, 8, "f32*"},
              {ParamKind::value, 8, 8, "i64"}};
  b.kernels.push_back(k);
  KernelInfo t;
  t.name = "_Z4tileIfEvPf";
  t.signature = "void tile<float>(float*)";
  t.params = {{ParamKind::pointer, 8, 8, "f32*"}};
  t.threads = std::array<uint32_t, 3>{128, 1, 1};
  t.max_threads = 128;
  t.shared = 4096;
  b.kernels.push_back(t);
  b.constants.push_back({"coeffs", 16, 4});
  b.images.push_back({"sm_80", {8, 0}, tiny_ptx("8.0", "sm_80")});
  b.images.push_back({"sm_90a", {8, 4}, tiny_ptx("8.4", "sm_90a")});
  return b;
}

}  // namespace kiln::test
