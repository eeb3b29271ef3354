// The `// LAUNCH:` header of a sync-corpus kernel (test/Analysis/sync-corpus): how to launch it
// and with which deterministic inputs, so any corpus file runs without a hand-written host program.
//
//   // LAUNCH: [kernel=ENTRY] grid=X[,Y[,Z]] block=X[,Y[,Z]] [smem=BYTES] [tol=REL]
//   //         [unordered=NAME[,NAME]...]   buffers compared as multisets (atomic slot order)
//   //         [constant=NAME:TYPE[COUNT]:INIT]... args=ARG ARG ...
//   ARG:  NAME:TYPE[COUNT]:INIT   a device buffer of COUNT elements (COUNT may be a product a*b)
//         NAME:TYPE=VALUE         a scalar passed by value
//   TYPE: i8 u8 i16 u16 i32 u32 i64 u64 f32 f64
//   INIT: zero | rand | rand(LO,HI) | urand | iota | iota(START,STEP) | const(V) | ddom(N)
//         rand: floats uniform in [-1, 1), integers in [0, 100); rand(LO,HI): uniform in [LO, HI);
//         urand: floats in [0, 1); ddom(N): rand plus N on the diagonal of each NxN block
//         (diagonally dominant matrices for the LU / elimination kernels).
// One line is one launch; a file may have several (each with fresh buffers). ENTRY defaults to
// the file's stem (an extern "C" kernel named after its file); templates give the mangled name.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace kiln::corpus {

enum class Elem { i8, u8, i16, u16, i32, u32, i64, u64, f32, f64 };

size_t elem_size(Elem elem);
bool elem_is_float(Elem elem);
const char* elem_name(Elem elem);

struct Init {
  enum Kind { zero, rand, urand, iota, constant, ddom } kind = zero;
  double a = 0, b = 0;  // rand(LO,HI), iota(START,STEP), const(V), ddom(N)
  bool ranged = false;  // rand with explicit bounds
};

struct Arg {
  std::string name;
  Elem elem = Elem::f32;
  bool buffer = false;
  size_t count = 0;    // buffers
  Init init;           // buffers
  double value = 0;    // scalars
};

struct Launch {
  int line = 0;  // 1-based line of the LAUNCH comment
  std::string kernel;
  uint32_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  uint32_t smem = 0;
  double tol = 1e-4;
  // Buffers whose element order depends on the order atomics ran in (slots taken by
  // atomicInc): compared as multisets.
  std::vector<std::string> unordered;
  std::vector<Arg> constants;
  std::vector<Arg> args;
};

struct SpecError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Every LAUNCH line of a source file; `stem` names the default kernel, `label` the file in errors.
std::vector<Launch> parse_launches(const std::string& source, const std::string& stem, const std::string& label);

// The initial bytes of a buffer (or __constant__ symbol), the same for every build of a file.
std::vector<unsigned char> initial_contents(const Arg& arg, uint64_t seed);
// A scalar argument's bytes.
std::vector<unsigned char> scalar_bytes(const Arg& arg);
// "" when the buffers agree (integers exactly, floats within tol relative to max(1, |want|)),
// else the first difference. `unordered`: both sorted first.
std::string compare_contents(const Arg& arg, const std::vector<unsigned char>& got,
                             const std::vector<unsigned char>& want, double tol, bool unordered = false);
// A stable seed for (file, launch, argument).
uint64_t seed_for(const std::string& stem, int launch, const std::string& arg);

}  // namespace kiln::corpus
