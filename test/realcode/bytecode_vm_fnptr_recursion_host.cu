// @realcode A small stack-machine interpreter on the GPU in the style of hobby/research code bases: enum class opcodes (uint8_t), a __constant__ program, a __device__ table of binary-op function pointers indexed by opcode, a recursive descent evaluator for a prefix-encoded expression tree (recursion depth bounded by the program), anonymous-namespace helpers, a variadic-template CHECK-style device macro counting errors with atomicAdd on a __device__ global, extern "C" kernels, and a complete host program (main, cudaMalloc, cudaMemcpyToSymbol, <<<>>> launches, cudaDeviceSetLimit for the stack, error checks) in the same file.
// @let N = 1 << 20
// @stack 4096
// @const program u8[64] uniform(0, 1)
// @buf x i32[N] uniform(-1000, 1000)
// @buf y i32[N] uniform(-1000, 1000)
// @buf out_stack i32[N] zero
// @buf out_tree i32[N] zero
// @global g_errors u32[1] zero
// @launch load_program grid(1) block(64) args(x)
// @launch run_stack_vm grid(N / 256) block(256) args(x, y, out_stack, i32(N))
// @launch run_tree_eval grid(N / 256) block(256) args(x, y, out_tree, i32(N))
// @check out_stack exact
// @check out_tree exact
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

enum class Op : uint8_t { Halt = 0, PushX, PushY, PushConst, Add, Sub, Mul, Min, Max, Xor, Shr, Dup, Swap, kCount };

// The programs live in constant memory: a stack program and a prefix expression tree.
__constant__ uint8_t program[64];
__device__ uint8_t g_tree_program[64];
__device__ unsigned int g_errors;

namespace {

typedef int (*BinaryFn)(int, int);

__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_sub(int a, int b) { return a - b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_min(int a, int b) { return a < b ? a : b; }
__device__ int op_max(int a, int b) { return a > b ? a : b; }
__device__ int op_xor(int a, int b) { return a ^ b; }
__device__ int op_shr(int a, int b) { return a >> (b & 7); }

// indexed by Op: nullptr for the non-binary opcodes
__device__ BinaryFn g_binary_ops[static_cast<int>(Op::kCount)] = {
    nullptr, nullptr, nullptr, nullptr, op_add, op_sub, op_mul, op_min, op_max, op_xor, op_shr, nullptr, nullptr};

template <typename... Args>
__device__ void device_check(bool ok, const char *fmt, Args... args) {
  if (!ok) {
    atomicAdd(&g_errors, 1u);
    if (false) printf(fmt, args...);  // kept for debugging builds
  }
}
#define VM_CHECK(cond, ...) device_check((cond), __VA_ARGS__)

constexpr int kStackDepth = 16;

__device__ __forceinline__ bool is_binary(Op op) {
  return op >= Op::Add && op <= Op::Shr;
}

}  // namespace

// The host loads the program with cudaMemcpyToSymbol; the harness sets the @const bytes first and this
// kernel rewrites them into a fixed, valid program in the global copy (constant memory is read-only on the device).
extern "C" __global__ void load_program(const int *seed) {
  const uint8_t prog[] = {
      uint8_t(Op::PushX), uint8_t(Op::PushY), uint8_t(Op::Add),  uint8_t(Op::Dup),  uint8_t(Op::PushConst), 3,
      uint8_t(Op::Mul),   uint8_t(Op::Swap),  uint8_t(Op::PushX), uint8_t(Op::Xor), uint8_t(Op::Max),
      uint8_t(Op::PushY), uint8_t(Op::PushConst), 2, uint8_t(Op::Shr), uint8_t(Op::Sub), uint8_t(Op::Halt)};
  // prefix tree: min(add(x, mul(y, 3)), sub(xor(x, y), max(x, 7)))
  const uint8_t tree[] = {uint8_t(Op::Min),  uint8_t(Op::Add),   uint8_t(Op::PushX), uint8_t(Op::Mul),
                          uint8_t(Op::PushY), uint8_t(Op::PushConst), 3,          uint8_t(Op::Sub),
                          uint8_t(Op::Xor),  uint8_t(Op::PushX), uint8_t(Op::PushY), uint8_t(Op::Max),
                          uint8_t(Op::PushX), uint8_t(Op::PushConst), 7};
  const int t = threadIdx.x;
  if (t < int(sizeof(tree))) g_tree_program[t] = tree[t];
  if (t < int(sizeof(prog))) g_tree_program[32 + t] = prog[t];
  (void)seed;
}

extern "C" __global__ void run_stack_vm(const int *__restrict__ xs, const int *__restrict__ ys, int *__restrict__ out,
                                        int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const uint8_t *code = g_tree_program + 32;
  int stack[kStackDepth];
  int sp = 0;
  const int x = xs[i], y = ys[i];
  for (int pc = 0; pc < 32;) {
    const Op op = static_cast<Op>(code[pc++]);
    switch (op) {
      case Op::Halt: pc = 32; break;
      case Op::PushX: stack[sp++] = x; break;
      case Op::PushY: stack[sp++] = y; break;
      case Op::PushConst: stack[sp++] = code[pc++]; break;
      case Op::Dup: stack[sp] = stack[sp - 1]; ++sp; break;
      case Op::Swap: {
        const int t = stack[sp - 1];
        stack[sp - 1] = stack[sp - 2];
        stack[sp - 2] = t;
        break;
      }
      default: {
        VM_CHECK(is_binary(op) && sp >= 2, "bad op %d at %d\n", int(op), pc);
        const BinaryFn fn = g_binary_ops[static_cast<int>(op)];
        const int b = stack[--sp];
        const int a = stack[--sp];
        stack[sp++] = fn(a, b);
      }
    }
    VM_CHECK(sp <= kStackDepth, "stack overflow\n");
  }
  // fold what is left with additions
  int acc = 0;
  while (sp > 0) acc += stack[--sp];
  out[i] = acc;
}

// Recursive evaluation of the prefix tree: returns the value, advances pc.
__device__ int eval_prefix(const uint8_t *code, int &pc, int x, int y, int depth) {
  VM_CHECK(depth < 32, "too deep\n");
  const Op op = static_cast<Op>(code[pc++]);
  switch (op) {
    case Op::PushX: return x;
    case Op::PushY: return y;
    case Op::PushConst: return code[pc++];
    default: {
      const int a = eval_prefix(code, pc, x, y, depth + 1);
      const int b = eval_prefix(code, pc, x, y, depth + 1);
      return g_binary_ops[static_cast<int>(op)](a, b);
    }
  }
}

extern "C" __global__ void run_tree_eval(const int *__restrict__ xs, const int *__restrict__ ys, int *__restrict__ out,
                                         int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int pc = 0;
  out[i] = eval_prefix(g_tree_program, pc, xs[i], ys[i], 0) + (program[0] & 0);
}

#define CUDA_CHECK(call)                                                                             \
  do {                                                                                               \
    cudaError_t err_ = (call);                                                                       \
    if (err_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(err_));       \
      exit(EXIT_FAILURE);                                                                            \
    }                                                                                                \
  } while (0)

int main() {
  const int n = 1 << 20;
  int *x, *y, *o1, *o2;
  CUDA_CHECK(cudaMalloc(&x, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&y, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&o1, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&o2, n * sizeof(int)));
  CUDA_CHECK(cudaMemset(x, 1, n * sizeof(int)));
  CUDA_CHECK(cudaMemset(y, 2, n * sizeof(int)));
  uint8_t zeros[64] = {};
  CUDA_CHECK(cudaMemcpyToSymbol(program, zeros, sizeof(zeros)));
  CUDA_CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 4096));
  load_program<<<1, 64>>>(x);
  run_stack_vm<<<n / 256, 256>>>(x, y, o1, n);
  run_tree_eval<<<n / 256, 256>>>(x, y, o2, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  unsigned int errors = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&errors, g_errors, sizeof(errors)));
  int h1 = 0, h2 = 0;
  CUDA_CHECK(cudaMemcpy(&h1, o1, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&h2, o2, sizeof(int), cudaMemcpyDeviceToHost));
  printf("errors=%u out0=%d tree0=%d\n", errors, h1, h2);
  CUDA_CHECK(cudaFree(x));
  CUDA_CHECK(cudaFree(y));
  CUDA_CHECK(cudaFree(o1));
  CUDA_CHECK(cudaFree(o2));
  return errors == 0 ? 0 : 1;
}
