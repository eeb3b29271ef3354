// kiln_realcode: the differential nvcc-vs-kilnc harness of test/realcode (README.md there).
//   kiln_realcode run  --src DIR --nvcc DIR --kilnc DIR [--reps N] [--only a,b] [--expected FILE]
//       each DIR/STEM.cu's header drives STEM.ptx from both folders on GPU 0 (one child process
//       per file, so a crash or a sticky CUDA error costs only that row); a missing kilnc PTX is
//       reported with the first line of STEM.error beside it. Prints the table and
//       `N passed, M failed`; exit 0 when every failure is a compile failure listed in --expected.
//   kiln_realcode lint --src DIR --ptx DIR [--ptx DIR ...] [--only a,b]
//       no GPU: each header against the PTX (kernels, parameter sizes, symbols, launch shapes).
#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "differential.hpp"
#include "expected.hpp"
#include "lint.hpp"
#include "spec.hpp"

using namespace realcode;

namespace {
struct Options {
  std::string command, src, nvcc, kilnc, expected;
  std::vector<std::string> ptx_dirs;
  std::set<std::string> only;
  RunOptions run;
};

[[noreturn]] void usage() {
  std::fprintf(stderr,
               "usage: kiln_realcode run --src DIR --nvcc DIR --kilnc DIR [--reps N] [--only a,b] [--expected FILE]\n"
               "       kiln_realcode lint --src DIR --ptx DIR [--ptx DIR ...] [--only a,b]\n");
  std::exit(2);
}

Options parse_args(int argc, char** argv) {
  Options o;
  if (argc < 2) usage();
  o.command = argv[1];
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) usage();
      return argv[++i];
    };
    if (a == "--src") o.src = next();
    else if (a == "--nvcc") o.nvcc = next();
    else if (a == "--kilnc") o.kilnc = next();
    else if (a == "--ptx") o.ptx_dirs.push_back(next());
    else if (a == "--expected") o.expected = next();
    else if (a == "--reps") o.run.reps = std::max(1, std::atoi(next().c_str()));
    else if (a == "--only") {
      std::stringstream ss(next());
      std::string s;
      while (std::getline(ss, s, ',')) o.only.insert(s);
    } else usage();
  }
  if (o.src.empty() || (o.command == "run" && (o.nvcc.empty() || o.kilnc.empty())) ||
      (o.command == "lint" && o.ptx_dirs.empty()) || (o.command != "run" && o.command != "lint"))
    usage();
  return o;
}

std::vector<std::string> sources(const Options& o) {
  std::vector<std::string> out;
  DIR* d = opendir(o.src.c_str());
  if (!d) {
    std::fprintf(stderr, "kiln_realcode: cannot open %s\n", o.src.c_str());
    std::exit(2);
  }
  while (dirent* e = readdir(d)) {
    std::string n = e->d_name;
    if (n.size() > 3 && n.compare(n.size() - 3, 3, ".cu") == 0) {
      std::string stem = n.substr(0, n.size() - 3);
      if (o.only.empty() || o.only.count(stem)) out.push_back(o.src + "/" + n);
    }
  }
  closedir(d);
  std::sort(out.begin(), out.end());
  return out;
}

bool read_text(const std::string& path, std::string* text) {
  std::ifstream f(path);
  if (!f) return false;
  std::stringstream ss;
  ss << f.rdbuf();
  *text = ss.str();
  return true;
}

std::string first_line(const std::string& path) {
  std::string t;
  if (!read_text(path, &t)) return "";
  std::stringstream ss(t);
  std::string line;
  while (std::getline(ss, line))
    if (line.find("error") != std::string::npos) return line;
  std::stringstream again(t);
  std::getline(again, line);
  return line;
}

std::string stem_of(const std::string& path) {
  std::string f = path.substr(path.find_last_of('/') + 1);
  return f.substr(0, f.size() - 3);
}

int lint(const Options& o) {
  int passed = 0, failed = 0;
  for (const std::string& src : sources(o)) {
    std::string stem = stem_of(src);
    std::vector<std::string> problems;
    long launches = 0;
    try {
      Spec spec = parse_spec_file(src);
      for (const std::string& dir : o.ptx_dirs) {
        std::string ptx;
        if (!read_text(dir + "/" + stem + ".ptx", &ptx)) continue;  // not compiled there: the compile test says why
        auto p = lint_spec(spec, ptx, dir + "/" + stem + ".ptx", &launches);
        problems.insert(problems.end(), p.begin(), p.end());
      }
    } catch (const SpecError& e) {
      problems.push_back(e.what());
    }
    if (problems.empty()) {
      ++passed;
      std::printf("LINT OK   %s (%ld launches per run)\n", stem.c_str(), launches);
    } else {
      ++failed;
      for (const auto& p : problems) std::printf("LINT FAIL %s: %s\n", stem.c_str(), p.c_str());
    }
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}

// Runs one file in a child process (test/support/child_process.hpp); returns its outcome, or
// how the child ended, as one tab-separated line.
Outcome run_isolated(const std::string& src, const std::string& nvcc_ptx, const std::string& kilnc_ptx, const RunOptions& ro) {
  kiln::test::ChildOutcome child = kiln::test::run_in_child(
      [&] {
        Outcome out;
        try {
          Spec spec = parse_spec_file(src);
          out = run_differential(spec, nvcc_ptx, kilnc_ptx, ro);
        } catch (const std::exception& e) {
          out.ok = false;
          out.why = e.what();
        }
        std::ostringstream os;
        os.precision(17);
        std::string why = out.why;
        std::replace(why.begin(), why.end(), '\n', ' ');
        std::replace(why.begin(), why.end(), '\t', ' ');
        os << out.ok << '\t' << out.nvcc_ms << '\t' << out.kilnc_ms << '\t' << out.speed << '\t' << out.spread << '\t'
           << out.launches << '\t' << why;
        return os.str();
      },
      300);  // a hung kernel must not stop the table
  Outcome out;
  if (!child.reported) {
    out.ok = false;
    out.why = "the run " + child.why;
    return out;
  }
  std::stringstream ss(child.report);
  std::string field;
  std::getline(ss, field, '\t'), out.ok = field == "1";
  std::getline(ss, field, '\t'), out.nvcc_ms = std::atof(field.c_str());
  std::getline(ss, field, '\t'), out.kilnc_ms = std::atof(field.c_str());
  std::getline(ss, field, '\t'), out.speed = std::atof(field.c_str());
  std::getline(ss, field, '\t'), out.spread = std::atof(field.c_str());
  std::getline(ss, field, '\t'), out.launches = std::atol(field.c_str());
  std::getline(ss, out.why);
  return out;
}

int run(const Options& o) {
  ExpectedFailures expected;
  if (!o.expected.empty()) expected = read_expected_failures(o.expected);
  int passed = 0, failed = 0, xfailed = 0, unexpected = 0;
  std::vector<double> speeds;
  std::printf("%-34s %-6s %10s %10s %9s %8s  %s\n", "kernel", "result", "nvcc ms", "kilnc ms", "speed", "spread",
              "(speed = nvcc ms / kilnc ms; spread = IQR of the paired ratios)");
  for (const std::string& src : sources(o)) {
    std::string stem = stem_of(src);
    std::string nvcc_ptx = o.nvcc + "/" + stem + ".ptx", kilnc_ptx = o.kilnc + "/" + stem + ".ptx", text;
    if (!read_text(nvcc_ptx, &text)) {
      ++failed, ++unexpected;
      std::printf("%-34s %-6s %10s %10s %9s %8s  nvcc did not compile it (%s missing)\n", stem.c_str(), "FAIL", "-", "-", "-",
                  "-", nvcc_ptx.c_str());
      continue;
    }
    if (!read_text(kilnc_ptx, &text)) {
      ++failed;
      std::string why = first_line(o.kilnc + "/" + stem + ".error");
      bool listed = expected.count(stem + ".cu") != 0;
      if (listed) ++xfailed;
      else ++unexpected;
      std::printf("%-34s %-6s %10s %10s %9s %8s  kilnc: %s\n", stem.c_str(), listed ? "XFAIL" : "FAIL", "-", "-", "-", "-",
                  why.empty() ? "no PTX" : why.c_str());
      continue;
    }
    Outcome r = run_isolated(src, nvcc_ptx, kilnc_ptx, o.run);
    if (r.nvcc_ms > 0 && r.kilnc_ms > 0) {
      if (r.ok) speeds.push_back(r.speed);
      std::printf("%-34s %-6s %10.4f %10.4f %8.3fx %7.1f%%  %s\n", stem.c_str(), r.ok ? "PASS" : "FAIL", r.nvcc_ms, r.kilnc_ms,
                  r.speed, 100 * r.spread, r.ok ? (std::to_string(r.launches) + " launch" + (r.launches == 1 ? "" : "es")).c_str() : r.why.c_str());
    } else {
      std::printf("%-34s %-6s %10s %10s %9s %8s  %s\n", stem.c_str(), r.ok ? "PASS" : "FAIL", "-", "-", "-", "-", r.why.c_str());
    }
    if (r.ok) ++passed;
    else ++failed, ++unexpected;
    std::fflush(stdout);
  }
  if (!speeds.empty()) {
    std::sort(speeds.begin(), speeds.end());
    double g = 0;
    for (double s : speeds) g += std::log(s);
    std::printf("speed over the %zu passing kernels: geometric mean %.3fx, min %.3fx, median %.3fx, max %.3fx\n", speeds.size(),
                std::exp(g / speeds.size()), speeds.front(), speeds[speeds.size() / 2], speeds.back());
  }
  if (xfailed) std::printf("(%d of the failures are kilnc compile failures listed in %s)\n", xfailed, o.expected.c_str());
  std::printf("%d passed, %d failed\n", passed, failed);
  return unexpected ? 1 : 0;
}
}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  Options o = parse_args(argc, argv);
  return o.command == "lint" ? lint(o) : run(o);
}
