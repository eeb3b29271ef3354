// @realcode Kernels in the shape CuPy's ElementwiseKernel and ReductionKernel generators write: extern "C" kernels named cupy_<op>__<dtypes>, a CIndexer<ndim> passed by value (size, shape and a mutable index array the kernel's set(i) overwrites in its parameter copy) that unravels the flat loop index by repeated division, a CArray<T, ndim> view whose operator[] takes the index array and walks byte strides through reinterpret_cast<char*>, CUPY_FOR grid-stride loops over ptrdiff_t, typedef'd _type_reduce with REDUCE/PRE_MAP/POST_MAP macros, a char shared buffer reinterpreted as the reduction type, and the _block_stride / _J_offset split of a block between outputs and reduction lanes computed with __popc.
// @let R = 512
// @let C = 8192
// @buf x f32[R * C] uniform(-2, 2)
// @buf y f32[R * C] uniform(0.5, 1.5)
// @buf z f32[R * C] zero
// @buf colsum f32[C] zero
// @buf ind2 i64[5] zero set(0, R * C) set(1, R) set(2, C)
// @buf ind1 i64[3] zero set(0, C) set(1, C)
// @launch cupy_fused_scale_add__float32_float32_float32 grid(1024) block(256) args(x, y, z, f32(0.75), bytes(ind2))
// @launch cupy_sum_axis0__float32_float32 grid(cdiv(C, 32)) block(512) args(z, colsum, bytes(ind2), bytes(ind1), i32(32))
// @check z abs=1e-6 rel=1e-6
// @check colsum abs=1e-3 rel=1e-5
#include <cstddef>

template <int ndim> class CIndexer {
public:
  __device__ ptrdiff_t size() const { return size_; }
  __device__ void set(ptrdiff_t i) {
    ptrdiff_t a = i;
#pragma unroll
    for (int dim = ndim; --dim > 0;) {
      ptrdiff_t s = shape_[dim];
      index_[dim] = a % s;
      a /= s;
    }
    if (ndim > 0) index_[0] = a;
  }
  __device__ const ptrdiff_t *get() const { return index_; }
private:
  ptrdiff_t size_;
  ptrdiff_t shape_[ndim];
  ptrdiff_t index_[ndim];
};

template <typename T, int ndim> class CArray {
public:
  __device__ CArray(T *data, const ptrdiff_t *shape) : data_(data) {
    ptrdiff_t stride = sizeof(T);
    for (int d = ndim - 1; d >= 0; --d) { shape_[d] = shape[d]; strides_[d] = stride; stride *= shape[d]; }
  }
  __device__ T &operator[](const ptrdiff_t *idx) const {
    const char *ptr = reinterpret_cast<const char *>(data_);
#pragma unroll
    for (int dim = 0; dim < ndim; ++dim) ptr += strides_[dim] * idx[dim];
    return *reinterpret_cast<T *>(const_cast<char *>(ptr));
  }
  __device__ T &operator[](ptrdiff_t i) const { return data_[i]; }
private:
  T *data_;
  ptrdiff_t shape_[ndim];
  ptrdiff_t strides_[ndim];
};

struct Shape2 { ptrdiff_t v[2]; };
__device__ inline Shape2 shape_of(ptrdiff_t size, ptrdiff_t inner) { return {{size / inner, inner}}; }

#define CUPY_FOR(i, n) \
  for (ptrdiff_t i = static_cast<ptrdiff_t>(blockIdx.x) * blockDim.x + threadIdx.x, __stride__##i = static_cast<ptrdiff_t>(blockDim.x) * gridDim.x; \
       i < (n); i += __stride__##i)

extern "C" __global__ void cupy_fused_scale_add__float32_float32_float32(const float *_raw_x_ptr, const float *_raw_y_ptr, float *_raw_z_ptr, float a, CIndexer<2> _ind) {
  const Shape2 sh = shape_of(_ind.size(), 8192);
  CArray<const float, 2> _raw_x(_raw_x_ptr, sh.v);
  CArray<const float, 2> _raw_y(_raw_y_ptr, sh.v);
  CArray<float, 2> _raw_z(_raw_z_ptr, sh.v);
  CUPY_FOR(i, _ind.size()) {
    _ind.set(i);
    const float x = _raw_x[_ind.get()];
    const float y = _raw_y[_ind.get()];
    float &z = _raw_z[_ind.get()];
    // operation
    z = a * x + y / (1.0f + fabsf(x));
  }
}

typedef float _type_reduce;
#define REDUCE(a, b) (a + b)
#define PRE_MAP(in0) (in0 * in0)
#define POST_MAP(a) (out0 = sqrtf(a))
#define _REDUCE(_offset) if (_tid < _offset) { _type_reduce _a = _sdata[_tid], _b = _sdata[(_tid + _offset)]; _sdata[_tid] = REDUCE(_a, _b); }

extern "C" __global__ void cupy_sum_axis0__float32_float32(const float *_raw_in0_ptr, float *_raw_out0_ptr, CIndexer<2> _in_ind, CIndexer<1> _out_ind, int _block_stride) {
  __shared__ char _sdata_raw[512 * sizeof(_type_reduce)];
  _type_reduce *_sdata = reinterpret_cast<_type_reduce *>(_sdata_raw);
  const Shape2 sh = shape_of(_in_ind.size(), _out_ind.size());
  CArray<const float, 2> _raw_in0(_raw_in0_ptr, sh.v);
  CArray<float, 1> _raw_out0(_raw_out0_ptr, sh.v + 1);
  unsigned int _tid = threadIdx.x;
  int _J_offset = _tid >> __popc(_block_stride - 1);
  ptrdiff_t _j_offset = (ptrdiff_t)_J_offset * _out_ind.size();
  int _J_stride = 512 >> __popc(_block_stride - 1);
  ptrdiff_t _j_stride = (ptrdiff_t)_J_stride * _out_ind.size();
  for (ptrdiff_t _i_base = (ptrdiff_t)blockIdx.x * _block_stride; _i_base < _out_ind.size(); _i_base += (ptrdiff_t)gridDim.x * _block_stride) {
    _type_reduce _s = _type_reduce(0);
    ptrdiff_t _i = _i_base + (_tid & (_block_stride - 1));
    int _J = _J_offset;
    for (ptrdiff_t _j = _i + _j_offset; _j < _in_ind.size(); _j += _j_stride, _J += _J_stride) {
      _in_ind.set(_j);
      const float in0 = _raw_in0[_in_ind.get()];
      _type_reduce _a = static_cast<_type_reduce>(PRE_MAP(in0));
      _s = REDUCE(_s, _a);
    }
    _sdata[_tid] = _s;
    __syncthreads();
    for (unsigned int _block = 512 / 2; _block >= (unsigned)_block_stride; _block >>= 1) {
      _REDUCE(_block);
      __syncthreads();
    }
    if (_J_offset == 0 && _i < _out_ind.size()) {
      _out_ind.set(_i);
      float &out0 = _raw_out0[_out_ind.get()];
      POST_MAP(_sdata[_tid]);
    }
    __syncthreads();
  }
}
