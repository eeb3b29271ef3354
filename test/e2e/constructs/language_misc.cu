// Constructs real kernels use that the frontend used to refuse (checked on the GPU by
// construct_language.cpp): static const lookup tables, __constant__ struct tables, arrays of
// objects with constructors, GNU `a ?: b`, case ranges, __builtin_bit_cast, static locals.

struct Acc {
  float sum = 0.0f;
  int count = 0;
  __device__ void add(float v) {
    sum += v;
    ++count;
  }
};

struct Rgb {
  unsigned char r, g, b;
};
__constant__ Rgb palette[4] = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {128, 128, 128}};

__device__ unsigned next_ticket() {
  static unsigned counter = 100; // one per program, in global memory
  return atomicAdd(&counter, 1u);
}

// Histogram-style classification with a lookup table, ranges and per-thread accumulators.
extern "C" __global__ void classify(const int *in, float *out, unsigned *tickets, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  static const float weight[8] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};
  int v = in[i];
  int nonzero = v ?: -1; // GNU: v once
  int cls;
  switch (v & 255) {
  case 0 ... 9:
    cls = 1;
    break;
  case 10 ... 99:
    cls = 2;
    break;
  case 100:
    cls = 3;
    break;
  case 200 ... 255:
    cls = 5;
    break;
  default:
    cls = 4;
  }
  Acc accs[3][2];
  for (int k = 0; k < 3; ++k)
    for (int j = 0; j <= k % 2; ++j)
      accs[k][j].add(float(v + k + j));
  Rgb c = palette[v & 3];
  unsigned bits = __builtin_bit_cast(unsigned, weight[v & 7]);
  float *o = out + 4 * i;
  o[0] = weight[v & 7] * float(cls) + float(nonzero);
  o[1] = accs[2][0].sum + float(accs[1][1].count) + float(accs[0][1].count);
  o[2] = float(c.r + 2 * c.g + 3 * c.b);
  o[3] = float(bits >> 20);
  if (i == 0)
    *tickets = next_ticket() + next_ticket();
}
