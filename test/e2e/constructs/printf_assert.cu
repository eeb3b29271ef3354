// Device printf, string literals, assert and __trap (checked on the GPU by
// construct_language.cpp: printf's output is captured and compared line by line; a failing
// assert is run in a child process, which must report the assertion and the launch error).

// Every conversion real kernels print, with C's default promotions (float -> double,
// char/short -> int) and 64-bit values between 32-bit ones (each at its alignment).
extern "C" __global__ void print_formats(int base, float scale) {
  int t = threadIdx.x;
  if (t >= 4)
    return;
  char c = 'a' + t;
  short s = -100 * t;
  unsigned char uc = 250 + t;
  long long big = 1234567890123ll * (t + 1);
  double d = base / 8.0 + t;
  const char *names[4] = {"zero", "one", "two", "three"};
  printf("t=%d c=%c s=%hd uc=%u big=%lld f=%.2f d=%.3f e=%.2e x=%08x name=%s\n", t, c, s, uc,
         big, scale * t, d, 1.5e10 * (t + 1), 0xbeef00u + t, names[t]);
}

// printf without arguments, with a literal %%, and from a device function; a character array
// initialised from a string literal; __func__ and __PRETTY_FUNCTION__.
__device__ void report(const char *what, int value) { printf("%s = %d\n", what, value); }

extern "C" __global__ void print_misc(const int *in) {
  if (threadIdx.x != 0 || blockIdx.x != 0)
    return;
  printf("no arguments, 100%% literal\n");
  char label[16] = "sum";
  label[3] = '!';
  report(label, in[0] + in[1]);
  printf("%s|%s\n", __func__, "in a kernel");
}

// printf next to barriers and shared memory does not upset the synchronisation checks.
extern "C" __global__ void print_after_reduce(const int *in) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  for (int stride = 32; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0)
    printf("block %d sum %d\n", blockIdx.x, s[0]);
}

// assert that holds: the kernel completes.
extern "C" __global__ void check_positive(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  assert(in[i] > 0);
  out[i] = in[i] * 2;
}

// assert that fails for one element (run in a child process: the context is lost after).
extern "C" __global__ void check_below(const int *in, int limit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(in[i] < limit && "element over the limit");
}

// __trap() stops the kernel with an error (child process too).
extern "C" __global__ void trap_on_negative(const int *in) {
  if (in[threadIdx.x] < 0)
    __trap();
}
