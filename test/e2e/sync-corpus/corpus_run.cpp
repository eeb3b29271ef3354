// kiln_corpus_run: runs the kernels of the sync corpus (test/Analysis/sync-corpus) from their
// `// LAUNCH:` headers (launch_spec.hpp), with deterministic inputs.
//
//   kiln_corpus_run --check-specs [--require] FILE.cu...
//       parses every LAUNCH line (no GPU needed); --require: a file without one is an error.
//   kiln_corpus_run --kiln DIR --ref DIR [--only STEM] FILE.cu...
//       runs DIR/STEM.ptx (kilnc) and the --ref build (nvcc) of each file on the same inputs
//       and compares every buffer afterwards. A missing kilnc PTX is a failure, reported with the
//       first error of DIR/STEM.log (kilnc's output) when there is one.
//   kiln_corpus_run --kiln DIR [--only STEM] FILE.cu...
//       runs one build only (for compute-sanitizer); files without PTX are skipped.
// Prints `KERNEL STEM NAME` (the kernel's name as a sanitizer prints it) before running a file,
// PASS/FAIL/SKIP lines, and ends with `N passed, M failed`.
#include <algorithm>
#include <cxxabi.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "kiln/runtime.hpp"
#include "launch_spec.hpp"

namespace {

using kiln::corpus::Arg;
using kiln::corpus::Launch;
using Bytes = std::vector<unsigned char>;

int passed = 0, failed = 0;

void report(bool ok, const std::string& what, const std::string& detail = "") {
  std::printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", what.c_str(), detail.empty() ? "" : ": ", detail.c_str());
  std::fflush(stdout);
  (ok ? passed : failed)++;
}

std::string stem_of(const std::string& path) {
  std::string base = path.substr(path.find_last_of('/') + 1);
  return base.substr(0, base.rfind('.'));
}

bool exists(const std::string& path) { return std::ifstream(path).good(); }

std::string first_error(const std::string& log) {
  std::ifstream in(log);
  std::string line;
  while (std::getline(in, line))
    if (line.find("error:") != std::string::npos) return line;
  return "";
}

// The identifier a sanitizer report shows for an entry: "reduce_tmpl" for _Z11reduce_tmplILj256EEvPKfPfj.
std::string base_name(const std::string& entry) {
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> d(abi::__cxa_demangle(entry.c_str(), nullptr, nullptr, &status), std::free);
  if (status != 0 || !d) return entry;
  std::string s = d.get();
  s = s.substr(0, s.find('('));
  s = s.substr(0, s.find('<'));
  return s.substr(s.find_last_of(' ') + 1);
}

struct Outcome {
  std::vector<Bytes> buffers;  // per argument; empty for scalars
};

// One launch of one build on freshly initialised buffers.
Outcome run_once(const kiln::Context& ctx, const std::string& ptx, const Launch& launch, const std::string& stem,
                 int index) {
  kiln::Module module = kiln::Module::from_file(ctx, ptx);
  kiln::Kernel kernel = module.kernel(launch.kernel);
  if (const auto& params = kernel.params()) {
    if (params->size() != launch.args.size())
      throw std::runtime_error("LAUNCH line " + std::to_string(launch.line) + " gives " +
                               std::to_string(launch.args.size()) + " arguments, the kernel has " +
                               std::to_string(params->size()));
    for (size_t i = 0; i < params->size(); ++i) {
      size_t want = launch.args[i].buffer ? sizeof(CUdeviceptr) : kiln::corpus::elem_size(launch.args[i].elem);
      if ((*params)[i].size != want)
        throw std::runtime_error("argument '" + launch.args[i].name + "' is " + std::to_string(want) +
                                 " bytes, the kernel's parameter " + std::to_string(i) + " is " +
                                 std::to_string((*params)[i].size));
    }
  }
  for (const Arg& c : launch.constants) {
    Bytes bytes = kiln::corpus::initial_contents(c, kiln::corpus::seed_for(stem, index, c.name));
    module.set_constant_bytes(c.name, bytes.data(), bytes.size());
  }
  std::vector<std::optional<kiln::DeviceBuffer<unsigned char>>> device(launch.args.size());
  std::vector<CUdeviceptr> pointers(launch.args.size(), 0);
  std::vector<Bytes> scalars(launch.args.size());
  std::vector<void*> params(launch.args.size());
  for (size_t i = 0; i < launch.args.size(); ++i) {
    const Arg& a = launch.args[i];
    if (a.buffer) {
      device[i].emplace(ctx, kiln::corpus::initial_contents(a, kiln::corpus::seed_for(stem, index, a.name)));
      pointers[i] = device[i]->raw();
      params[i] = &pointers[i];
    } else {
      scalars[i] = kiln::corpus::scalar_bytes(a);
      params[i] = scalars[i].data();
    }
  }
  kiln::LaunchConfig config(kiln::Dim3(launch.grid[0], launch.grid[1], launch.grid[2]),
                            kiln::Dim3(launch.block[0], launch.block[1], launch.block[2]), launch.smem);
  kernel.launch(config, params.data());
  ctx.synchronize();
  Outcome out;
  out.buffers.resize(launch.args.size());
  for (size_t i = 0; i < launch.args.size(); ++i)
    if (device[i]) out.buffers[i] = device[i]->download();
  return out;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

int main(int argc, char** argv) {
  bool check_specs = false, require = false;
  std::string kiln_dir, ref_dir, only;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "kiln_corpus_run: %s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--check-specs") check_specs = true;
    else if (a == "--require") require = true;
    else if (a == "--kiln") kiln_dir = value();
    else if (a == "--ref") ref_dir = value();
    else if (a == "--only") only = value();
    else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "kiln_corpus_run: unknown option %s\n", a.c_str());
      return 2;
    } else files.push_back(a);
  }
  if (files.empty() || (!check_specs && kiln_dir.empty())) {
    std::fprintf(stderr,
                 "usage: kiln_corpus_run --check-specs [--require] FILE.cu...\n"
                 "       kiln_corpus_run --kiln DIR [--ref DIR] [--only STEM] FILE.cu...\n");
    return 2;
  }

  std::map<std::string, std::vector<Launch>> specs;
  for (const std::string& f : files) {
    std::string stem = stem_of(f);
    if (!only.empty() && stem != only) continue;
    try {
      specs[f] = kiln::corpus::parse_launches(read_all(f), stem, f);
    } catch (const std::exception& e) {
      report(false, stem, e.what());
    }
  }

  if (check_specs) {
    size_t launches = 0;
    for (const auto& [f, list] : specs) {
      if (list.empty() && require) report(false, stem_of(f), "no LAUNCH line");
      else passed++;
      launches += list.size();
    }
    std::printf("%zu launches\n", launches);
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
  }

  try {
    kiln::Device device = kiln::Device::get(0);
    kiln::Context ctx = device.primary_context();
    for (const auto& [f, list] : specs) {
      std::string stem = stem_of(f);
      if (list.empty()) {
        std::printf("SKIP %s: no LAUNCH line\n", stem.c_str());
        continue;
      }
      std::string kiln_ptx = kiln_dir + "/" + stem + ".ptx";
      if (!exists(kiln_ptx)) {
        if (ref_dir.empty()) {
          std::printf("SKIP %s: no PTX in %s\n", stem.c_str(), kiln_dir.c_str());
        } else {
          std::string why = first_error(kiln_dir + "/" + stem + ".log");
          report(false, stem, "no kilnc PTX" + (why.empty() ? std::string() : " (kilnc: " + why + ")"));
        }
        continue;
      }
      for (size_t k = 0; k < list.size(); ++k) {
        const Launch& launch = list[k];
        std::string name = list.size() > 1 ? stem + "#" + std::to_string(k + 1) : stem;
        std::printf("KERNEL %s %s\n", stem.c_str(), base_name(launch.kernel).c_str());
        std::fflush(stdout);
        try {
          Outcome got = run_once(ctx, kiln_ptx, launch, stem, int(k));
          if (ref_dir.empty()) {
            report(true, name);
            continue;
          }
          std::string ref_ptx = ref_dir + "/" + stem + ".ptx";
          if (!exists(ref_ptx)) {
            report(false, name, "no reference PTX " + ref_ptx);
            continue;
          }
          Outcome want = run_once(ctx, ref_ptx, launch, stem, int(k));
          std::string diff;
          for (size_t i = 0; i < launch.args.size() && diff.empty(); ++i)
            if (launch.args[i].buffer)
              diff = kiln::corpus::compare_contents(
                  launch.args[i], got.buffers[i], want.buffers[i], launch.tol,
                  std::count(launch.unordered.begin(), launch.unordered.end(), launch.args[i].name) > 0);
          report(diff.empty(), name, diff);
        } catch (const std::exception& e) {
          report(false, name, e.what());
        }
      }
    }
  } catch (const std::exception& e) {
    report(false, "setup", e.what());
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
