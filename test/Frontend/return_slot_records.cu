// A function returning a class by value builds each `return`'s object in the
// one return slot, as Clang's CodeGen does with its return value slot. kilnc
// built it in a temporary per `return` and copied that into the slot; LLVM
// merged the copies after inlining into one load through a phi of the
// temporaries' addresses, which SROA cannot split, so a parser returning
// cuda::std::optional<int> from three places kept 16 bytes of local memory
// (nvcc: none; realcode csv_fields_optional_span_tuple: 192 bytes, nvcc 64).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_90 %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS --implicit-check-not='bytes stack frame' %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

#include <cuda/std/optional>

struct Parsed {
  int value;
  bool ok;
};

// Only the return block loads a whole Parsed: every `return` stores into the
// slot's fields.
// CHECK-LABEL: func.func private @_Z5parsePKci({{.*}}
// CHECK-NOT: -> !llvm.struct<"struct.Parsed"
// CHECK: %[[R:.*]] = simt.load %{{.*}} -> !llvm.struct<"struct.Parsed"
// CHECK-NEXT: return %[[R]]
__device__ Parsed parse(const char *s, int n) {
  if (n == 0)
    return Parsed{0, false};
  int v = 0;
  for (int i = 0; i < n; ++i) {
    if (s[i] < '0' || s[i] > '9')
      return Parsed{-1, false};
    v = v * 10 + (s[i] - '0');
  }
  return Parsed{v, true};
}

__device__ cuda::std::optional<int> parse_opt(const char *s, int n) {
  if (n == 0)
    return cuda::std::nullopt;
  int v = 0;
  for (int i = 0; i < n; ++i) {
    char c = s[i];
    if (c < '0' || c > '9')
      return cuda::std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

// PTX-LABEL: .entry _Z6fieldsPKcPii(
// PTX-NOT: .local
// PTX: ret;
// PTXAS-COUNT-1: 0 bytes stack frame
__global__ void fields(const char *text, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Parsed p = parse(text + i * 16, text[i * 16 + 15] & 7);
  auto q = parse_opt(text + i * 16 + 8, text[i * 16 + 14] & 7);
  out[i] = (p.ok ? p.value : -1) + (q ? *q : -1);
}
