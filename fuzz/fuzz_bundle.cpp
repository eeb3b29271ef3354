//===- fuzz_bundle.cpp - libFuzzer target: the runtime's bundle reader ----===//
//
// Bundles come from disk, so the runtime must take any bytes: each input
// goes through what Module::from_file does with a bundle short of the
// driver (parse_bundle, choose_image for several devices and drivers, the
// PTX scans of the chosen image), plus the launch-argument check against
// each kernel, the header generator and a write/read round trip. A kiln::Error
// is the expected answer to bad input; anything else escaping, a crash or a
// sanitizer report is a finding. See docs/reliability.md.
//
//===----------------------------------------------------------------------===//
#include "kiln/arg_check.hpp"
#include "kiln/bundle.hpp"
#include "kiln/error.hpp"
#include "kiln/launch_header.hpp"
#include "kiln/ptx_info.hpp"

#include <cstdint>
#include <string_view>

namespace {
void exercise(const kiln::Bundle &bundle) {
  for (kiln::ComputeCapability cc : {kiln::ComputeCapability{8, 0}, {8, 6}, {9, 0}, {12, 0}})
    for (int driver : {11080, 12040, 13000}) {
      try {
        const kiln::Image &image =
            kiln::choose_image(bundle, cc, kiln::max_ptx_for_driver(driver), driver);
        (void)kiln::read_ptx_version(image.ptx);
        (void)kiln::read_ptx_target(image.ptx);
        (void)kiln::scan_ptx_entries(image.ptx);
      } catch (const kiln::Error &) {
      }
    }
  for (const kiln::KernelInfo &kernel : bundle.kernels) {
    std::vector<kiln::ArgInfo> args;
    for (const kiln::Param &p : kernel.params)
      args.push_back({p.kind == kiln::ParamKind::pointer, p.size, p.align, p.type});
    try {
      kiln::check_arguments(kernel.name, kernel.params, args);
      args.push_back({false, 4, 4, "i32"});
      kiln::check_arguments(kernel.name, kernel.params, args);
    } catch (const kiln::Error &) {
    }
  }
  try {
    (void)kiln::emit_launch_header(bundle, "fuzz");
  } catch (const kiln::Error &) {
  }
  std::string text;
  try {
    text = kiln::write_bundle(bundle);
  } catch (const kiln::BundleError &) {
    return; // fields it cannot write (spaces in names...)
  }
  // What was written must read back: a failure here is a finding.
  try {
    kiln::Bundle again = kiln::parse_bundle(text);
    if (again.kernels.size() != bundle.kernels.size() ||
        again.images.size() != bundle.images.size())
      __builtin_trap();
  } catch (const kiln::Error &) {
    __builtin_trap();
  }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view text(reinterpret_cast<const char *>(data), size);
  (void)kiln::looks_like_bundle(text);
  (void)kiln::read_ptx_version(text);
  (void)kiln::scan_ptx_entries(text);
  try {
    exercise(kiln::parse_bundle(text));
  } catch (const kiln::Error &) {
  }
  return 0;
}
