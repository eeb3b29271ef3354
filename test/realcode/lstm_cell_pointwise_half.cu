// @realcode the pointwise half of a fused LSTM cell as cuDNN-free RNN code (and PyTorch's _thnn_fused_lstm_cell) writes it: the four gate pre-activations come from two GEMMs (input and hidden projections, here given) in i|f|g|o blocks of H per batch row, the kernel adds both biases, applies sigmoid/tanh, updates the cell state c' = f*c + i*g and h' = o*tanh(c'), and saves the gate activations for backward; templated on the storage type with an accumulate type trait (float for __half), vectorised by two through __half2 loads when H is even; a backward kernel computes the gate gradients from dh, dc and the saved activations.
// @let B = 2048
// @let H = 1024
// @buf xg f16[B * 4 * H] uniform(-2, 2)
// @buf hg f16[B * 4 * H] uniform(-2, 2)
// @buf bx f16[4 * H] uniform(-0.5, 0.5)
// @buf bh f16[4 * H] uniform(-0.5, 0.5)
// @buf cx f16[B * H] uniform(-1, 1)
// @buf hy f16[B * H] zero
// @buf cy f16[B * H] zero
// @buf ws f16[B * 4 * H] zero
// @buf dhy f16[B * H] uniform(-1, 1)
// @buf dcy f16[B * H] uniform(-1, 1)
// @buf dgates f16[B * 4 * H] zero
// @buf dcx f16[B * H] zero
// @launch lstm_cell_forward<__half> grid(cdiv(B * H / 2, 256)) block(256) args(xg, hg, bx, bh, cx, hy, cy, ws, i32(B), i32(H))
// @launch lstm_cell_backward<__half> grid(cdiv(B * H, 256)) block(256) args(dhy, dcy, cx, cy, ws, dgates, dcx, i32(B), i32(H))
// @check hy abs=2e-3 rel=2e-3
// @check cy abs=2e-3 rel=2e-3
// @check ws abs=2e-3 rel=2e-3
// @check dgates abs=2e-3 rel=2e-3
// @check dcx abs=2e-3 rel=2e-3
#include <cuda_fp16.h>

template <typename T> struct acc_type { using type = T; };
template <> struct acc_type<__half> { using type = float; };
template <typename T> using acc_t = typename acc_type<T>::type;

template <typename A> __device__ __forceinline__ A sigmoid(A x) { return A(1) / (A(1) + expf(-x)); }

template <typename T>
__global__ void lstm_cell_forward(const T *__restrict__ xgates, const T *__restrict__ hgates, const T *__restrict__ bias_x,
                                  const T *__restrict__ bias_h, const T *__restrict__ cx, T *__restrict__ hy,
                                  T *__restrict__ cy, T *__restrict__ workspace, int batch, int hidden) {
  using A = acc_t<T>;
  const int pair = blockIdx.x * blockDim.x + threadIdx.x; // two hidden units per thread
  if (pair >= batch * hidden / 2) return;
  const int b = (2 * pair) / hidden, j = (2 * pair) % hidden;
  const size_t gbase = (size_t)b * 4 * hidden;
  float2 gate[4];
#pragma unroll
  for (int g = 0; g < 4; ++g) {
    const __half2 xv = *reinterpret_cast<const __half2 *>(xgates + gbase + g * hidden + j);
    const __half2 hv = *reinterpret_cast<const __half2 *>(hgates + gbase + g * hidden + j);
    const __half2 b1 = *reinterpret_cast<const __half2 *>(bias_x + g * hidden + j);
    const __half2 b2 = *reinterpret_cast<const __half2 *>(bias_h + g * hidden + j);
    const float2 s = __half22float2(xv), t = __half22float2(hv), u = __half22float2(b1), v = __half22float2(b2);
    gate[g] = make_float2(s.x + t.x + u.x + v.x, s.y + t.y + u.y + v.y);
  }
  const float2 c0 = __half22float2(*reinterpret_cast<const __half2 *>(cx + (size_t)b * hidden + j));
  float2 ig, fg, gg, og, c1, h1;
  ig = make_float2(sigmoid<A>(gate[0].x), sigmoid<A>(gate[0].y));
  fg = make_float2(sigmoid<A>(gate[1].x), sigmoid<A>(gate[1].y));
  gg = make_float2(tanhf(gate[2].x), tanhf(gate[2].y));
  og = make_float2(sigmoid<A>(gate[3].x), sigmoid<A>(gate[3].y));
  c1 = make_float2(fg.x * c0.x + ig.x * gg.x, fg.y * c0.y + ig.y * gg.y);
  h1 = make_float2(og.x * tanhf(c1.x), og.y * tanhf(c1.y));
  *reinterpret_cast<__half2 *>(cy + (size_t)b * hidden + j) = __float22half2_rn(c1);
  *reinterpret_cast<__half2 *>(hy + (size_t)b * hidden + j) = __float22half2_rn(h1);
  const float2 act[4] = {ig, fg, gg, og};
#pragma unroll
  for (int g = 0; g < 4; ++g) *reinterpret_cast<__half2 *>(workspace + gbase + g * hidden + j) = __float22half2_rn(act[g]);
}

template <typename T>
__global__ void lstm_cell_backward(const T *__restrict__ dhy, const T *__restrict__ dcy, const T *__restrict__ cx,
                                   const T *__restrict__ cy, const T *__restrict__ workspace, T *__restrict__ dgates,
                                   T *__restrict__ dcx, int batch, int hidden) {
  using A = acc_t<T>;
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= batch * hidden) return;
  const int b = idx / hidden, j = idx % hidden;
  const size_t gbase = (size_t)b * 4 * hidden + j;
  const A ig = static_cast<A>(workspace[gbase]), fg = static_cast<A>(workspace[gbase + hidden]);
  const A gg = static_cast<A>(workspace[gbase + 2 * hidden]), og = static_cast<A>(workspace[gbase + 3 * hidden]);
  const A c = static_cast<A>(cy[idx]), tc = tanhf(c);
  const A dh = static_cast<A>(dhy[idx]);
  const A dc = static_cast<A>(dcy[idx]) + dh * og * (A(1) - tc * tc);
  dcx[idx] = static_cast<T>(dc * fg);
  dgates[gbase] = static_cast<T>(dc * gg * ig * (A(1) - ig));
  dgates[gbase + hidden] = static_cast<T>(dc * static_cast<A>(cx[idx]) * fg * (A(1) - fg));
  dgates[gbase + 2 * hidden] = static_cast<T>(dc * ig * (A(1) - gg * gg));
  dgates[gbase + 3 * hidden] = static_cast<T>(dh * tc * og * (A(1) - og));
}

template __global__ void lstm_cell_forward<__half>(const __half *, const __half *, const __half *, const __half *, const __half *,
                                                   __half *, __half *, __half *, int, int);
template __global__ void lstm_cell_backward<__half>(const __half *, const __half *, const __half *, const __half *,
                                                    const __half *, __half *, __half *, int, int);
