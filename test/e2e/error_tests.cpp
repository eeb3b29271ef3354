// Error paths on a real driver: each must throw a Kiln error with a message a user can act on.
#include <regex>

#include "suites.hpp"

namespace kiln::e2e {
namespace {

using examples::LoadAs;

std::string vadd_ptx(const Env& env) {
  auto path = examples::find_kernel_file(env.dir, "vadd", env.device.arch());
  if (!path || path->substr(path->size() - 4) != ".ptx") throw Failure("these checks need vadd as PTX in " + env.dir);
  return read_file(*path);
}

std::string replace_line(const std::string& ptx, const std::string& directive, const std::string& replacement) {
  return std::regex_replace(ptx, std::regex("\\" + directive + "[^\\n]*"), replacement,
                            std::regex_constants::format_first_only);
}

}  // namespace

void run_error_tests(Harness& h, const Env& env) {
  const Context& c = env.context;
  auto bundle_vadd = [&] { return examples::load_example(c, env.dir, "vadd", LoadAs::bundle); };
  DeviceBuffer<float> a(c, 16), b(c, 16), out(c, 16);
  DeviceBuffer<int> ints(c, 16);

  h.run("error:missing-kernel-lists-names", [&] {
    Module m = bundle_vadd();
    expect_throws<Error>([&] { m.kernel("vad"); }, "no kernel named 'vad'");
    expect_throws<Error>([&] { m.kernel("vad"); }, "the kernels there are: vadd");
    Module plain = Module::from_ptx(c, vadd_ptx(env), "vadd.ptx");
    expect_throws<Error>([&] { plain.kernel("nope"); }, "the kernels there are: vadd");
  });
  h.run("error:wrong-argument-count", [&] {
    Kernel k = bundle_vadd().kernel("vadd");
    expect_throws<ArgumentError>([&] { k.launch(LaunchConfig(1, 32), a, b, out); }, "kernel 'vadd' takes 4 arguments");
  });
  h.run("error:wrong-pointer-type", [&] {
    Kernel k = bundle_vadd().kernel("vadd");
    expect_throws<ArgumentError>([&] { k.launch(LaunchConfig(1, 32), ints, b, out, 16L); }, "parameter 0");
    expect_throws<ArgumentError>([&] { k.launch(LaunchConfig(1, 32), ints, b, out, 16L); }, "element types differ");
  });
  h.run("error:value-for-pointer", [&] {
    Kernel k = bundle_vadd().kernel("vadd");
    expect_throws<ArgumentError>([&] { k.launch(LaunchConfig(1, 32), a.raw(), b, out, 16L); }, "expected a device pointer");
  });
  h.run("error:int-for-long-in-plain-ptx", [&] {
    Kernel k = Module::from_ptx(c, vadd_ptx(env), "vadd.ptx").kernel("vadd");
    expect_throws<ArgumentError>([&] { k.launch(LaunchConfig(1, 32), a, b, out, 16); }, "sizes differ");
    k.launch(LaunchConfig(1, 32), a, b, out, 16L);  // and the right call still works
    c.synchronize();
  });
  h.run("error:ptx-version-too-new", [&] {
    std::string ptx = replace_line(vadd_ptx(env), ".version", ".version 99.0");
    expect_throws<PtxVersionError>([&] { Module::from_ptx(c, ptx, "vadd99.ptx"); }, "vadd99.ptx uses PTX ISA 99.0");
    expect_throws<PtxVersionError>([&] { Module::from_ptx(c, ptx, "vadd99.ptx"); },
                                   "--cuda-driver=" + driver_version_string(driver_version()));
  });
  h.run("error:ptx-target-newer-than-device", [&] {
    std::string ptx = replace_line(vadd_ptx(env), ".target", ".target sm_120");
    expect_throws<Error>([&] { Module::from_ptx(c, ptx, "vadd120.ptx"); }, "targets sm_120");
  });
  h.run("error:invalid-ptx-has-jit-log", [&] {
    std::string ptx = vadd_ptx(env);
    ptx.insert(ptx.rfind("ret;"), "bogus.instruction %r1;\n");
    expect_throws<CudaError>([&] { Module::from_ptx(c, ptx, "broken.ptx"); }, "JIT error log");
    expect_throws<CudaError>([&] { Module::from_ptx(c, ptx, "broken.ptx"); }, "CUDA_ERROR_INVALID_PTX");
  });
  h.run("error:too-many-threads-per-block", [&] {
    Kernel k = bundle_vadd().kernel("vadd");
    expect_throws<Error>([&] { k.launch(LaunchConfig(1, 2048), a, b, out, 16L); }, "2048 threads per block");
  });
  h.run("error:empty-grid", [&] {
    Kernel k = bundle_vadd().kernel("vadd");
    expect_throws<Error>([&] { k.launch(LaunchConfig(0, 32), a, b, out, 16L); }, "empty grid");
  });
  h.run("error:too-much-dynamic-shared-memory", [&] {
    Kernel k = examples::load_example(c, env.dir, "shared_reverse", LoadAs::bundle).kernel("reverse_chunks");
    uint32_t too_much = env.device.max_shared_per_block_optin() + 1024;
    expect_throws<Error>([&] { k.launch(LaunchConfig(1, 256, too_much), a, out, 16, 16L); }, "may use at most");
  });
  h.run("error:unknown-constant", [&] {
    Module m = examples::load_example(c, env.dir, "polynomial", LoadAs::bundle);
    expect_throws<Error>([&] { m.set_constant("coeffs", 1.0f); }, "the constants there are: poly_coeffs");
    expect_throws<Error>([&] { m.set_constant("poly_coeffs", 1.0f); }, "is 16 bytes on the device");
  });
  h.run("error:bundle-without-image-for-device", [&] {
    Bundle b = examples::example_metadata("vadd");
    b.images.push_back({"sm_100a", {8, 6}, ".version 8.6\n.target sm_100a\n"});
    expect_throws<Error>([&] { Module::from_bundle(c, b); }, "no image in the bundle runs on this");
  });
  h.run("error:buffer-bounds", [&] {
    std::vector<float> big(17);
    expect_throws<Error>([&] { a.upload(big); }, "outside the buffer of 16");
  });
}

}  // namespace kiln::e2e
