// The machine-readable header of a corpus file (test/realcode/README.md describes the format): the
// buffers and module symbols a run needs, how each is filled, the launches (with loops) of one run,
// and how the outputs of nvcc's and kilnc's PTX are compared.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "expr.hpp"

namespace realcode {

enum class Elem { i8, u8, i16, u16, i32, u32, i64, u64, f16, bf16, f32, f64 };
Elem parse_elem(const std::string& name);  // throws SpecError
bool try_parse_elem(const std::string& name, Elem* out);
size_t elem_size(Elem e);
bool elem_is_float(Elem e);
const char* elem_name(Elem e);

// How a buffer starts: zero, fill(v), iota, iota(start, step), uniform(lo, hi), rowptr(maxlen),
// diagdom(n); then any number of set(index, value).
struct Init {
  std::string kind = "zero";
  std::vector<double> params;
  std::vector<std::pair<int64_t, double>> sets;
};

struct Buffer {
  std::string name;
  Elem type = Elem::f32;
  int64_t count = 0;
  Init init;
  // @const / @global: a __constant__ or __device__ variable of the module, set by name before each run.
  bool module_symbol = false;
  int line = 0;
};

struct Arg {
  enum Kind { BufferPtr, Scalar, Select, Texture, Bytes } kind = BufferPtr;
  std::string buffer;  // BufferPtr, Texture, Bytes; Select: taken when the condition is non-zero
  std::string other;   // Select: taken when it is zero
  Elem type = Elem::i32;  // Scalar
  Expr value;             // Scalar: the value; Select: the condition
  int channels = 1;       // Texture: a cudaTextureObject_t over the buffer, 1, 2 or 4 elements a texel
};

struct Launch {
  std::string kernel;  // as written: `name`, `name<256>` or an exact PTX entry symbol
  Expr grid[3], block[3];
  Expr shared;
  bool has_shared = false;
  std::vector<Arg> args;
  int line = 0;
};

struct Step {
  enum Kind { LaunchStep, Loop } kind = LaunchStep;
  Launch launch;
  std::string var;  // Loop: for (var = init; cond; var = update) body
  Expr init, cond, update;
  std::vector<Step> body;
  int line = 0;
};

struct Check {
  std::string buffer;
  bool exact = true;
  double abs = 0, rel = 0;
  double frac = 0;         // fraction of elements allowed to differ beyond the tolerance
  bool unordered = false;  // compared as multisets (atomics decide the order)
  bool ascending = false;  // nvcc's result must also be sorted ascending (checks the kernel itself)
  std::string note;
  int line = 0;
};

struct Spec {
  std::string path, stem, description;
  Scope lets;
  std::vector<Buffer> buffers;
  std::vector<Step> steps;
  std::vector<Check> checks;
  // @stack BYTES: the per-thread stack the real host code asks for with
  // cudaDeviceSetLimit(cudaLimitStackSize) before launching recursive device code (ptxas cannot
  // size a recursive call chain, and the driver's default of 1 KiB overflows on deep recursion).
  int64_t stack_bytes = 0;
  int stack_line = 0;
  const Buffer* find(const std::string& name) const;
};

// Reads the leading `//` comment block of a .cu file. Throws SpecError "file:line: why".
Spec parse_spec_file(const std::string& path);
Spec parse_spec_text(const std::string& text, const std::string& path);

// Walks the steps as a run would, calling `on_launch` with the loop variables in scope.
// Throws SpecError when a loop runs away (more than `max_launches` launches in all).
template <class F>
void for_each_launch(const Spec& spec, F on_launch, int64_t max_launches = 2000000);

}  // namespace realcode

#include "spec_walk.hpp"
