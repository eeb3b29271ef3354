// @realcode Per-field statistics over an array of structs, with the field chosen through pointers to data members (`float Atom::*`), as generic analysis code written once for every field does: a template kernel taking the member pointer as a template argument, and a kernel choosing it at run time from the block's y index; a member pointer of a base class widened to the derived record.
// @let N = 1 << 20
// @buf atoms f32[8 * N] uniform(-5, 5)
// @buf sums f32[cdiv(N, 256) * 3] zero
// @buf scaled f32[N] zero
// @launch field_block_sums grid(cdiv(N, 256), 3) block(256) args(atoms, sums, i32(N))
// @launch scale_field<&Atom::charge> grid(cdiv(N, 256)) block(256) args(atoms, scaled, i32(N), f32(0.5))
// @check sums abs=1e-3 rel=1e-5
// @check scaled abs=1e-6 rel=1e-6
struct Position {
  float x, y, z;
};

struct Atom : Position {
  float charge;
  float mass;
  int type;
  float pad[2];
};
static_assert(sizeof(Atom) == 32, "eight words per atom");

__device__ float Atom::*field_for(int which) {
  float Position::*coord = which == 0 ? &Position::x : (which == 1 ? &Position::y : nullptr);
  float Atom::*m = coord;  // a base-class member pointer widened to Atom
  return m ? m : &Atom::mass;
}

__global__ void field_block_sums(const Atom *__restrict__ atoms, float *__restrict__ sums, int n) {
  __shared__ float part[256];
  float Atom::*m = field_for(blockIdx.y);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? atoms[i].*m : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) sums[blockIdx.y * gridDim.x + blockIdx.x] = part[0];
}

template <float Atom::*Field>
__global__ void scale_field(const Atom *__restrict__ atoms, float *__restrict__ out, int n, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const Atom *a = atoms + i;
    out[i] = k * (a->*Field) + a->x;
  }
}

template __global__ void scale_field<&Atom::charge>(const Atom *, float *, int, float);
