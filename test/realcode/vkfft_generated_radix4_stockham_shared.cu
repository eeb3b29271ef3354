// @realcode A batched 64-point complex FFT in the shape VkFFT's code generator writes its CUDA kernels: extern "C" __global__ void __launch_bounds__(128) VkFFT_main with float2 inputs/outputs, every stage spelled out flat with numbered temporaries (temp_0..temp_3, loc_0, w) instead of loops, twiddles from sincosf of literal angle factors, the radix-4 butterfly written component by component (.x/.y arithmetic, the multiply by -i as a swap), an extern __shared__ float2 sdata[] holding several transforms at a sharedStride of 64 with a per-transform offset from threadIdx.y, __syncthreads() between the register stages and shared-memory exchanges, a bounds check on the batch index around loads and stores, and an inverse-direction variant selected by a compile-time macro in a second kernel.
// @let B = 1 << 16
// @buf inputs f32[B * 64 * 2] uniform(-1, 1)
// @buf outputs f32[B * 64 * 2] zero
// @buf inverse f32[B * 64 * 2] zero
// @launch VkFFT_main grid(B / 8) block(16, 8) shared(4096) args(inputs, outputs, i32(B))
// @launch VkFFT_main_inverse grid(B / 8) block(16, 8) shared(4096) args(outputs, inverse, i32(B))
// @check outputs abs=1e-4 rel=1e-4
// @check inverse abs=1e-4 rel=1e-4

#define VKFFT_STAGE(Ns, SIGN)                                                          \
  {                                                                                    \
    const unsigned int j = threadIdx.x;                                                \
    temp_0 = sdata[sharedOffset + j + 0];                                              \
    temp_1 = sdata[sharedOffset + j + 16];                                             \
    temp_2 = sdata[sharedOffset + j + 32];                                             \
    temp_3 = sdata[sharedOffset + j + 48];                                             \
    if (Ns > 1) {                                                                      \
      angle = (SIGN) * 6.28318530717958647692f * (float)(j % Ns) / (float)(Ns * 4);    \
      sincosf(angle, &w.y, &w.x);                                                      \
      loc_0.x = temp_1.x * w.x - temp_1.y * w.y;                                       \
      loc_0.y = temp_1.y * w.x + temp_1.x * w.y;                                       \
      temp_1 = loc_0;                                                                  \
      sincosf(2.0f * angle, &w.y, &w.x);                                               \
      loc_0.x = temp_2.x * w.x - temp_2.y * w.y;                                       \
      loc_0.y = temp_2.y * w.x + temp_2.x * w.y;                                       \
      temp_2 = loc_0;                                                                  \
      sincosf(3.0f * angle, &w.y, &w.x);                                               \
      loc_0.x = temp_3.x * w.x - temp_3.y * w.y;                                       \
      loc_0.y = temp_3.y * w.x + temp_3.x * w.y;                                       \
      temp_3 = loc_0;                                                                  \
    }                                                                                  \
    loc_0.x = temp_0.x + temp_2.x;                                                     \
    loc_0.y = temp_0.y + temp_2.y;                                                     \
    temp_2.x = temp_0.x - temp_2.x;                                                    \
    temp_2.y = temp_0.y - temp_2.y;                                                    \
    temp_0 = loc_0;                                                                    \
    loc_0.x = temp_1.x + temp_3.x;                                                     \
    loc_0.y = temp_1.y + temp_3.y;                                                     \
    temp_3.x = temp_1.x - temp_3.x;                                                    \
    temp_3.y = temp_1.y - temp_3.y;                                                    \
    temp_1 = loc_0;                                                                    \
    /* temp_3 *= -i (forward) or +i (inverse) */                                       \
    loc_0.x = (SIGN) * -temp_3.y;                                                      \
    loc_0.y = (SIGN) * temp_3.x;                                                       \
    temp_3.x = -loc_0.x;                                                               \
    temp_3.y = -loc_0.y;                                                               \
    loc_0.x = temp_0.x + temp_1.x;                                                     \
    loc_0.y = temp_0.y + temp_1.y;                                                     \
    temp_1.x = temp_0.x - temp_1.x;                                                    \
    temp_1.y = temp_0.y - temp_1.y;                                                    \
    temp_0 = loc_0;                                                                    \
    loc_0.x = temp_2.x + temp_3.x;                                                     \
    loc_0.y = temp_2.y + temp_3.y;                                                     \
    temp_3.x = temp_2.x - temp_3.x;                                                    \
    temp_3.y = temp_2.y - temp_3.y;                                                    \
    temp_2 = loc_0;                                                                    \
    __syncthreads();                                                                   \
    const unsigned int idxD = (j / Ns) * Ns * 4 + (j % Ns);                            \
    sdata[sharedOffset + idxD + 0 * Ns] = temp_0;                                      \
    sdata[sharedOffset + idxD + 1 * Ns] = temp_2;                                      \
    sdata[sharedOffset + idxD + 2 * Ns] = temp_1;                                      \
    sdata[sharedOffset + idxD + 3 * Ns] = temp_3;                                      \
    __syncthreads();                                                                   \
  }

#define VKFFT_KERNEL(NAME, SIGN, SCALE)                                                                   \
  extern "C" __global__ void __launch_bounds__(128) NAME(const float2 *inputs, float2 *outputs, int batch) { \
    extern __shared__ float2 sdata[];                                                                     \
    const unsigned int sharedStride = 64;                                                                 \
    const unsigned int sharedOffset = threadIdx.y * sharedStride;                                         \
    const unsigned int batchID = blockIdx.x * blockDim.y + threadIdx.y;                                   \
    const unsigned int inoutOffset = batchID * 64;                                                        \
    float2 temp_0, temp_1, temp_2, temp_3, loc_0, w;                                                      \
    float angle;                                                                                          \
    (void)angle;                                                                                          \
    if (batchID < (unsigned int)batch) {                                                                  \
      sdata[sharedOffset + threadIdx.x + 0] = inputs[inoutOffset + threadIdx.x + 0];                      \
      sdata[sharedOffset + threadIdx.x + 16] = inputs[inoutOffset + threadIdx.x + 16];                    \
      sdata[sharedOffset + threadIdx.x + 32] = inputs[inoutOffset + threadIdx.x + 32];                    \
      sdata[sharedOffset + threadIdx.x + 48] = inputs[inoutOffset + threadIdx.x + 48];                    \
    } else {                                                                                              \
      sdata[sharedOffset + threadIdx.x + 0] = make_float2(0.0f, 0.0f);                                    \
      sdata[sharedOffset + threadIdx.x + 16] = make_float2(0.0f, 0.0f);                                   \
      sdata[sharedOffset + threadIdx.x + 32] = make_float2(0.0f, 0.0f);                                   \
      sdata[sharedOffset + threadIdx.x + 48] = make_float2(0.0f, 0.0f);                                   \
    }                                                                                                     \
    __syncthreads();                                                                                      \
    VKFFT_STAGE(1, SIGN)                                                                                  \
    VKFFT_STAGE(4, SIGN)                                                                                  \
    VKFFT_STAGE(16, SIGN)                                                                                 \
    if (batchID < (unsigned int)batch) {                                                                  \
      for (unsigned int r = 0; r < 4; r++) {                                                              \
        loc_0 = sdata[sharedOffset + threadIdx.x + r * 16];                                               \
        loc_0.x *= (SCALE);                                                                               \
        loc_0.y *= (SCALE);                                                                               \
        outputs[inoutOffset + threadIdx.x + r * 16] = loc_0;                                              \
      }                                                                                                   \
    }                                                                                                     \
  }

VKFFT_KERNEL(VkFFT_main, -1.0f, 1.0f)
VKFFT_KERNEL(VkFFT_main_inverse, 1.0f, 0.015625f)
