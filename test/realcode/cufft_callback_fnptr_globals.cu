// @realcode cuFFT-callback-style device code: load/store callbacks with cuFFT's signatures (`float cb(void *dataIn, size_t offset, void *callerInfo, void *sharedPtr)`) published through `__device__ cufftCallbackLoadR d_loadCallbackPtr = load_hann;` variables, a `__constant__` stage table of {name string, load callback, store callback, gain} structs initialised with string literals and function addresses, `__device__` pointers initialised to an element inside another device array (`&g_twiddle[32]`, `&g_window[1]`), a caller-info struct, and a batched 64-point real DFT that loads and stores only through the callbacks.
// @let ROWS = 1 << 15
// @let NPT = 64
// @buf in f32[ROWS * NPT] uniform(-1, 1)
// @buf out f32[ROWS * 33] zero
// @buf tags u8[ROWS * 4] zero
// @buf info f32[4] uniform(0.5, 2)
// @launch init_tables grid(1) block(64) args()
// @launch rdft64_callbacks grid(ROWS) block(64) args(in, out, tags, info, i32(ROWS))
// @check out abs=2e-3 rel=1e-4
// @check tags exact
#include <cstddef>
#include <cuda_runtime.h>

typedef float (*cufftCallbackLoadR)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef void (*cufftCallbackStoreR)(void *dataOut, size_t offset, float element, void *callerInfo,
                                    void *sharedPointer);

#define NPT 64
#define NBIN (NPT / 2 + 1)

struct CallerInfo {
  float gain;
  float bias;
  float floor_db;
  float pad;
};

__device__ float2 g_twiddle[NPT];
__device__ float g_window[NPT + 1];
// The upper half of the twiddle circle and the window shifted by one: pointers
// into other device arrays, fixed at load time like cuFFT's callback pointers.
__device__ float2 *g_twiddle_upper = &g_twiddle[NPT / 2];
__device__ const float *g_window_shifted = &g_window[1];

__device__ float load_hann(void *dataIn, size_t offset, void *callerInfo, void *) {
  const CallerInfo *ci = static_cast<const CallerInfo *>(callerInfo);
  return static_cast<const float *>(dataIn)[offset] * g_window_shifted[offset % NPT] * ci->gain;
}

__device__ float load_ramp(void *dataIn, size_t offset, void *callerInfo, void *) {
  const CallerInfo *ci = static_cast<const CallerInfo *>(callerInfo);
  float t = float(offset % NPT) / float(NPT);
  return static_cast<const float *>(dataIn)[offset] * t + ci->bias;
}

__device__ float load_plain(void *dataIn, size_t offset, void *, void *) {
  return static_cast<const float *>(dataIn)[offset];
}

__device__ void store_power(void *dataOut, size_t offset, float element, void *, void *) {
  static_cast<float *>(dataOut)[offset] = element;
}

__device__ void store_db(void *dataOut, size_t offset, float element, void *callerInfo, void *) {
  const CallerInfo *ci = static_cast<const CallerInfo *>(callerInfo);
  static_cast<float *>(dataOut)[offset] = fmaxf(10.0f * log10f(element + 1e-12f), ci->floor_db);
}

// What a cuFFT sample copies to the host with cudaMemcpyFromSymbol.
__device__ cufftCallbackLoadR d_loadCallbackPtr = load_hann;
__device__ cufftCallbackStoreR d_storeCallbackPtr = store_db;

struct Stage {
  const char *name;
  cufftCallbackLoadR load;
  cufftCallbackStoreR store;
  float gain;
};

__constant__ Stage c_stages[4] = {
    {"hann", load_hann, store_power, 1.0f},
    {"ramp", load_ramp, store_db, 0.5f},
    {"plain", load_plain, store_power, 2.0f},
    {"user", nullptr, nullptr, 1.5f}, // the d_*CallbackPtr pair
};

__global__ void init_tables() {
  int k = threadIdx.x;
  float s, c;
  sincospif(-2.0f * k / NPT, &s, &c);
  g_twiddle[k] = make_float2(c, s);
  g_window[k + 1] = 0.5f - 0.5f * cospif(2.0f * k / NPT);
  if (k == 0)
    g_window[0] = -1.0f; // never read through g_window_shifted
}

__global__ void rdft64_callbacks(float *in, float *out, unsigned char *tags, float *info, int rows) {
  __shared__ float x[NPT];
  __shared__ float2 tw[NPT];
  int row = blockIdx.x, t = threadIdx.x;
  if (row >= rows)
    return;
  const Stage &st = c_stages[row & 3];
  cufftCallbackLoadR load = st.load ? st.load : d_loadCallbackPtr;
  cufftCallbackStoreR store = st.store ? st.store : d_storeCallbackPtr;
  CallerInfo ci = {info[0] * st.gain, info[1] - 1.0f, -40.0f * info[2], 0.0f};
  x[t] = load(in, size_t(row) * NPT + t, &ci, nullptr);
  // Twiddles: the lower half from the table, the upper half through the
  // pointer into its middle.
  tw[t] = t < NPT / 2 ? g_twiddle[t] : g_twiddle_upper[t - NPT / 2];
  __syncthreads();
  if (t < NBIN) {
    float re = 0.0f, im = 0.0f;
    for (int n = 0; n < NPT; ++n) {
      float2 w = tw[(t * n) & (NPT - 1)];
      re = fmaf(x[n], w.x, re);
      im = fmaf(x[n], w.y, im);
    }
    store(out, size_t(row) * NBIN + t, re * re + im * im, &ci, nullptr);
  }
  if (t < 4)
    tags[row * 4 + t] = static_cast<unsigned char>(st.name[t]);
}
