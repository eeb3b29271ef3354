#include "lint.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "kernel_names.hpp"
#include "kiln/bundle.hpp"
#include "kiln/ptx_info.hpp"

namespace realcode {

size_t arg_bytes(const Arg& a, const Spec& spec) {
  if (a.kind == Arg::Bytes) {
    const Buffer* b = spec.find(a.buffer);
    return b ? size_t(b->count) * elem_size(b->type) : 0;
  }
  return a.kind == Arg::Scalar ? elem_size(a.type) : 8;
}

namespace {
// Size in bytes of the `.const`/`.global` variable `name` the PTX declares; -1 when it declares none.
// A __managed__ variable's declaration carries `.attribute(.managed)` before its alignment.
long symbol_bytes(const std::string& ptx, const std::string& name) {
  std::regex decl("\\.(const|global)\\s+(?:\\.attribute\\(\\.managed\\)\\s+)?(?:\\.align\\s+\\d+\\s+)?\\.([busf])(8|16|32|64)\\s+" + name + "(?:\\[(\\d+)\\])?\\s*[;=]");
  std::smatch m;
  if (!std::regex_search(ptx, m, decl)) return -1;
  long width = std::stol(m[3].str()) / 8;
  long count = m[4].matched ? std::stol(m[4].str()) : 1;
  return width * count;
}

// A call cycle among the PTX's functions, as "f -> g -> f"; "" when the call graph is acyclic.
// Direct calls only (`call[.uni] [(ret),] name, ...`, which nvcc spreads over several lines): an
// indirect call's target is unknown.
std::string recursion_cycle(const std::string& ptx) {
  static const std::regex def(R"(^\s*(?:\.(?:visible|weak|extern)\s+)*\.(?:func|entry)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*))");
  static const std::regex call(R"(\bcall(?:\.uni)?\s+(?:\([^)]*\)\s*,\s*)?([A-Za-z_$][\w$]*))");
  std::map<size_t, std::string> defs;  // offset of each function header -> its name
  std::istringstream in(ptx);
  std::string line;
  std::smatch m;
  for (size_t offset = 0; std::getline(in, line); offset += line.size() + 1)
    if (std::regex_search(line, m, def)) defs[offset] = m[1].str();
  std::map<std::string, std::set<std::string>> calls;
  for (auto it = std::sregex_iterator(ptx.begin(), ptx.end(), call); it != std::sregex_iterator(); ++it) {
    auto caller = defs.upper_bound(size_t(it->position(0)));
    if (caller == defs.begin()) continue;
    calls[std::prev(caller)->second].insert((*it)[1].str());
  }
  std::map<std::string, int> state;  // 1: on the path, 2: done
  std::vector<std::string> path;
  std::string cycle;
  std::function<bool(const std::string&)> visit = [&](const std::string& f) {
    state[f] = 1;
    path.push_back(f);
    for (const std::string& g : calls[f]) {
      if (state[g] == 1) {
        auto it = std::find(path.begin(), path.end(), g);
        for (; it != path.end(); ++it) cycle += *it + " -> ";
        cycle += g;
        return true;
      }
      if (state[g] == 0 && visit(g)) return true;
    }
    path.pop_back();
    state[f] = 2;
    return false;
  };
  for (const auto& [f, callees] : calls)
    if (state[f] == 0 && visit(f)) break;
  return cycle;
}
}  // namespace

std::vector<std::string> lint_spec(const Spec& spec, const std::string& ptx, const std::string& label, long* launches) {
  std::vector<std::string> problems;
  std::vector<kiln::PtxEntry> entries = kiln::scan_ptx_entries(ptx);
  std::vector<std::string> symbols;
  for (const auto& e : entries) symbols.push_back(e.name);

  std::set<std::string> used;
  for (const Check& c : spec.checks) used.insert(c.buffer);
  auto need_buffer = [&](const std::string& name, const Launch& l) {
    const Buffer* b = spec.find(name);
    std::string where = spec.path + ":" + std::to_string(l.line) + ": ";
    if (!b) problems.push_back(where + "argument '" + name + "' is no @buf");
    else if (b->module_symbol) problems.push_back(where + "'" + name + "' is a module symbol, not a pointer argument");
    used.insert(name);
  };

  // The static checks, once per distinct launch line.
  std::set<int> seen_lines;
  auto check_launch_static = [&](const Launch& l) {
    if (!seen_lines.insert(l.line).second) return;
    std::string where = spec.path + ":" + std::to_string(l.line) + ": ";
    for (const Arg& a : l.args) {
      if (a.kind == Arg::BufferPtr || a.kind == Arg::Bytes) need_buffer(a.buffer, l);
      if (a.kind == Arg::Texture) {
        need_buffer(a.buffer, l);
        // A linear texture of 32-bit texels: f32, i32 or u32 elements, whole texels.
        if (const Buffer* b = spec.find(a.buffer)) {
          if (b->module_symbol || elem_size(b->type) != 4)
            problems.push_back(where + "tex(" + a.buffer + "): a texture reads a buffer of f32, i32 or u32");
          else if (b->count % a.channels != 0)
            problems.push_back(where + "tex(" + a.buffer + ", " + std::to_string(a.channels) +
                               "): the buffer is not a whole number of texels");
        }
      }
      if (a.kind == Arg::Select) {
        need_buffer(a.buffer, l);
        need_buffer(a.other, l);
      }
    }
    std::string symbol;
    try {
      symbol = resolve_kernel(l.kernel, symbols);
    } catch (const SpecError& e) {
      problems.push_back(where + label + ": " + e.what());
      return;
    }
    for (const auto& e : entries) {
      if (e.name != symbol) continue;
      if (e.params.size() != l.args.size()) {
        problems.push_back(where + label + ": " + l.kernel + " takes " + std::to_string(e.params.size()) +
                           " parameters, the header passes " + std::to_string(l.args.size()));
        break;
      }
      for (size_t i = 0; i < l.args.size(); ++i)
        if (e.params[i].size != arg_bytes(l.args[i], spec))
          problems.push_back(where + label + ": argument " + std::to_string(i + 1) + " of " + l.kernel + " is " +
                             std::to_string(arg_bytes(l.args[i], spec)) + " bytes, the parameter " +
                             std::to_string(e.params[i].size));
    }
  };

  long count = 0;
  try {
    for_each_launch(spec, [&](const Launch& l, const Scope& scope) {
      ++count;
      check_launch_static(l);
      std::string where = spec.path + ":" + std::to_string(l.line) + ": ";
      int64_t g[3], b[3], shared;
      try {
        for (int i = 0; i < 3; ++i) {
          g[i] = l.grid[i].eval(scope).as_int();
          b[i] = l.block[i].eval(scope).as_int();
        }
        shared = l.shared.eval(scope).as_int();
        for (const Arg& a : l.args)
          if (a.kind == Arg::Scalar || a.kind == Arg::Select) a.value.eval(scope);
      } catch (const SpecError& e) {
        throw SpecError(where + e.what());
      }
      if (g[0] < 1 || g[1] < 1 || g[2] < 1 || g[0] > 2147483647 || g[1] > 65535 || g[2] > 65535)
        throw SpecError(where + "grid (" + std::to_string(g[0]) + ", " + std::to_string(g[1]) + ", " +
                        std::to_string(g[2]) + ") is not a valid grid");
      if (b[0] < 1 || b[1] < 1 || b[2] < 1 || b[0] * b[1] * b[2] > 1024)
        throw SpecError(where + "block of " + std::to_string(b[0] * b[1] * b[2]) + " threads");
      if (shared < 0 || shared > 227 * 1024) throw SpecError(where + std::to_string(shared) + " bytes of dynamic shared memory");
    });
  } catch (const SpecError& e) {
    problems.push_back(e.what());
  }
  *launches = count;

  // ptxas cannot size the stack of a recursive call chain and the driver keeps its default of 1 KiB
  // a thread: real host code raises it, and so must the header (a deep recursion faults otherwise).
  if (spec.stack_bytes == 0) {
    std::string cycle = recursion_cycle(ptx);
    if (!cycle.empty())
      problems.push_back(spec.path + ": " + label + " recurses (" + cycle +
                         "): give @stack BYTES, the per-thread stack the host code sets with "
                         "cudaDeviceSetLimit(cudaLimitStackSize)");
  }

  for (const Buffer& b : spec.buffers) {
    std::string where = spec.path + ":" + std::to_string(b.line) + ": ";
    if (b.module_symbol) {
      long bytes = symbol_bytes(ptx, b.name);
      if (bytes < 0) problems.push_back(where + label + " declares no __constant__/__device__ variable '" + b.name + "'");
      else if (bytes != long(b.count * elem_size(b.type)))
        problems.push_back(where + "'" + b.name + "' is " + std::to_string(bytes) + " bytes in " + label + ", the header says " +
                           std::to_string(b.count * elem_size(b.type)));
    } else if (!used.count(b.name)) {
      problems.push_back(where + "buffer '" + b.name + "' is neither passed to a kernel nor checked");
    }
  }
  return problems;
}

}  // namespace realcode
