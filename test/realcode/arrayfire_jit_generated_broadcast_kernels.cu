// @realcode Kernels in the shape ArrayFire's CUDA JIT emits for fused element-wise expression trees: a preamble of helper macros named like the JIT's node operators (__add, __sub, __mul, __div, __lt, __and, __select, __noop, __convert_float) and __device__ helpers (__sigmoid, __sqr), a Param<T>-like by-value struct of dim_t dims[4]/strides[4] describing the output, extern "C" kernels with hashed names (KER..., one per expression) whose input pointers arrive with their own KParam so that a stride of 0 broadcasts a row or column, a grid-stride loop over linear block ids unravelled into four coordinates with blocks_x/blocks_y counts, every node a numbered valN temporary, and an early return on the padded tail.
// @let D0 = 1024
// @let D1 = 2048
// @buf a f32[D0 * D1] uniform(-3, 3)
// @buf row f32[D0] uniform(0.5, 2)
// @buf col f32[D1] uniform(-1, 1)
// @buf mask u8[D0 * D1] uniform(0, 2)
// @buf kfull i64[9] zero set(0, D0) set(1, D1) set(2, 1) set(3, 1) set(4, 1) set(5, D0) set(6, D0 * D1) set(7, D0 * D1)
// @buf krow i64[9] zero set(0, D0) set(1, D1) set(2, 1) set(3, 1) set(4, 1) set(5, 0) set(6, D0) set(7, D0)
// @buf kcol i64[9] zero set(0, D0) set(1, D1) set(2, 1) set(3, 1) set(4, 0) set(5, 1) set(6, D1) set(7, D1)
// @buf out0 f32[D0 * D1] zero
// @buf out1 f32[D0 * D1] zero
// @buf out2 u8[D0 * D1] zero
// @launch KER11694567139815836788 grid(256) block(32, 8) args(a, bytes(kfull), row, bytes(krow), col, bytes(kcol), out0, bytes(kfull), u32(D0 / 32), u32(D1 / 8), u32(D0 * D1 / 256))
// @launch KER4489120734119005723 grid(512) block(256) args(a, bytes(kfull), mask, bytes(kfull), out1, out2, bytes(kfull), u32(D0 * D1 / 256))
// @check out0 abs=1e-5 rel=1e-5
// @check out1 abs=1e-5 rel=1e-5
// @check out2 exact
typedef unsigned int uint;
typedef long long dim_t;
typedef unsigned char uchar;

struct KParam {
  dim_t dims[4];
  dim_t strides[4];
  dim_t offset;
};

#define __noop(a) (a)
#define __add(lhs, rhs) ((lhs) + (rhs))
#define __sub(lhs, rhs) ((lhs) - (rhs))
#define __mul(lhs, rhs) ((lhs) * (rhs))
#define __div(lhs, rhs) ((lhs) / (rhs))
#define __lt(lhs, rhs) ((lhs) < (rhs))
#define __gt(lhs, rhs) ((lhs) > (rhs))
#define __and(lhs, rhs) ((lhs) && (rhs))
#define __select(cond, a, b) ((cond) ? (a) : (b))
#define __convert_float(in) ((float)(in))
#define __convert_uchar(in) ((uchar)(in))

__device__ float __sigmoid(float in) { return (1.0f) / (1 + expf(-(in))); }
__device__ float __sqr(float in) { return in * in; }

// out0 = sigmoid(a * row) - col * sqr(a)    (row broadcast along dim 1, col along dim 0)
extern "C" __global__ void KER11694567139815836788(const float *in0_ptr, KParam in0, const float *in1_ptr, KParam in1, const float *in2_ptr, KParam in2, float *out0_ptr, KParam out0, uint blocks_x, uint blocks_y, uint blocks_x_total) {
  for (int blockIdx_x = blockIdx.x; blockIdx_x < (int)blocks_x_total; blockIdx_x += gridDim.x) {
    const int id2 = 0, id3 = 0;
    const int blockx = blockIdx_x % blocks_x;
    const int blocky = blockIdx_x / blocks_x;
    const int id0 = blockx * blockDim.x + threadIdx.x;
    const int id1 = blocky * blockDim.y + threadIdx.y;
    if (id0 >= out0.dims[0] || id1 >= out0.dims[1]) return;
    (void)blocks_y;
    int idx = (int)(out0.strides[3] * id3 + out0.strides[2] * id2 + out0.strides[1] * id1 + id0);
    int idx0 = (int)(in0.strides[3] * id3 + in0.strides[2] * id2 + in0.strides[1] * id1 + in0.strides[0] * id0 + in0.offset);
    int idx1 = (int)(in1.strides[3] * id3 + in1.strides[2] * id2 + in1.strides[1] * id1 + in1.strides[0] * id0 + in1.offset);
    int idx2 = (int)(in2.strides[3] * id3 + in2.strides[2] * id2 + in2.strides[1] * id1 + in2.strides[0] * id0 + in2.offset);
    float val0 = in0_ptr[idx0];
    float val1 = in1_ptr[idx1];
    float val2 = __mul(val0, val1);
    float val3 = __sigmoid(val2);
    float val4 = in2_ptr[idx2];
    float val5 = __sqr(val0);
    float val6 = __mul(val4, val5);
    float val7 = __sub(val3, val6);
    out0_ptr[idx] = val7;
  }
}

// out1 = select(mask && a > 0, a / (1 + a), -a * 0.5);  out2 = uchar(a < -1)
extern "C" __global__ void KER4489120734119005723(const float *in0_ptr, KParam in0, const uchar *in1_ptr, KParam in1, float *out1_ptr, uchar *out2_ptr, KParam out1, uint blocks_x_total) {
  for (int blockIdx_x = blockIdx.x; blockIdx_x < (int)blocks_x_total; blockIdx_x += gridDim.x) {
    const int idx = blockIdx_x * blockDim.x + threadIdx.x;
    if (idx >= out1.dims[3] * out1.strides[3]) return;
    int idx0 = idx + (int)in0.offset;
    int idx1 = idx + (int)in1.offset;
    float val0 = in0_ptr[idx0];
    uchar val1 = in1_ptr[idx1];
    bool val2 = __gt(val0, 0.0f);
    bool val3 = __and(val1, val2);
    float val4 = __div(val0, __add(1.0f, val0));
    float val5 = __mul(__noop(-val0), 0.5f);
    float val6 = __select(val3, val4, val5);
    bool val7 = __lt(val0, -1.0f);
    uchar val8 = __convert_uchar(val7);
    out1_ptr[idx] = __add(val6, __convert_float(val8));
    out2_ptr[idx] = val8;
  }
}
