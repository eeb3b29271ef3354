// @realcode The LAMMPS GPU package's Lennard-Jones pair kernel in Geryon's portability style: OpenCL spellings (__kernel, __global, __local, GLOBAL_ID_X, mul24) #define'd onto CUDA, numtyp/acctyp/numtyp4 precision macros, neighbour indices packed with two special-bond bits (sbmask(j), NEIGHMASK) selecting a factor_lj from a 4-entry __local table, per-type-pair lj1/lj3 coefficient tables staged into shared memory (MAX_SHARED_TYPES^2 float4s), the atom_info/nbor_info macro pair splitting each atom's neighbour list over t_per_atom threads with a pitched layout, an acctyp virial[6] accumulator, and store_answers reducing the t_per_atom partial forces, energy and virials with shuffles before one thread writes them. A build kernel lays out the atoms on a jittered chain and writes the neighbour lists first.
// @let N = 1 << 20
// @let T = 4
// @let NB = 16
// @buf rnd f32[N * 4] uniform(0, 1)
// @buf x f32[N * 4] zero
// @buf lj1_in f32[64 * 4] uniform(0.5, 1.5)
// @buf lj3_in f32[64 * 4] uniform(0.5, 1.5)
// @buf sp_lj_in f32[4] uniform(0.25, 1) set(0, 1.0)
// @buf dev_nbor i32[N * (NB + 2)] zero
// @buf ans f32[N * 4] zero
// @buf engv f32[N * 7] zero
// @launch k_build_chain grid(cdiv(N, 256)) block(256) args(rnd, x, dev_nbor, i32(N), i32(NB))
// @launch k_lj_fast grid(cdiv(N * T, 128)) block(128) args(x, lj1_in, lj3_in, sp_lj_in, dev_nbor, dev_nbor, ans, engv, i32(1), i32(1), i32(N), i32(N), i32(T))
// @check x exact
// @check dev_nbor exact
// @check ans abs=1e-3 rel=1e-4
// @check engv abs=1e-3 rel=1e-4
#define numtyp float
#define acctyp float
#define numtyp4 float4
#define acctyp4 float4
#define __kernel extern "C" __global__
#define __global
#define __local __shared__
#define restrict __restrict__
#define mul24 __mul24
#define GLOBAL_ID_X threadIdx.x + mul24(blockIdx.x, blockDim.x)
#define THREAD_ID_X threadIdx.x
#define BLOCK_ID_X blockIdx.x
#define BLOCK_SIZE_X blockDim.x
#define ucl_recip(x) ((numtyp)1.0 / (x))
#define SBBITS 30
#define NEIGHMASK 0x3FFFFFFF
#define sbmask(j) (unsigned int)((j) >> SBBITS & 3)
#define MAX_SHARED_TYPES 8
#define fetch4(ans, i, pos_tex) ans = x_[i];
#define fast_mul(X, Y) (X) * (Y)

#define atom_info(t_per_atom, ii, tid, offset)                   \
  tid = THREAD_ID_X;                                              \
  offset = tid & (t_per_atom - 1);                                \
  ii = fast_mul((int)BLOCK_ID_X, (int)(BLOCK_SIZE_X) / t_per_atom) + tid / t_per_atom;

#define nbor_info(nbor_mem, packed_mem, nbor_stride, t_per_atom, ii, offset, i, numj, stride, nbor_end, nbor_begin) \
  nbor_begin = ii;                                                \
  i = nbor_mem[nbor_begin];                                       \
  nbor_begin += nbor_stride;                                      \
  numj = nbor_mem[nbor_begin];                                    \
  nbor_begin += nbor_stride;                                      \
  nbor_end = nbor_begin + fast_mul(nbor_stride, numj);            \
  nbor_begin += fast_mul(offset, nbor_stride);                    \
  stride = fast_mul(t_per_atom, nbor_stride);

__device__ __forceinline__ unsigned hash32(unsigned v) { v ^= v >> 16; v *= 0x7feb352dU; v ^= v >> 15; v *= 0x846ca68bU; return v ^ (v >> 16); }

// Atom i sits near (0.9 i, 0, 0) with up to 0.1 of jitter per axis and type i % 4; its neighbours
// are i +- 1 .. i +- NB/2, some marked as special bonds.
__kernel void k_build_chain(const __global numtyp *restrict rnd, __global numtyp4 *restrict x_, __global int *restrict dev_nbor, const int inum, const int maxj) {
  int ii = GLOBAL_ID_X;
  if (ii >= inum) return;
  numtyp4 p;
  p.x = (numtyp)0.9 * (numtyp)(ii & 4095) + (numtyp)0.1 * rnd[4 * ii];
  p.y = (numtyp)(ii >> 12) * (numtyp)40.0 + (numtyp)0.1 * rnd[4 * ii + 1];
  p.z = (numtyp)0.1 * rnd[4 * ii + 2];
  p.w = (numtyp)(ii & 3);
  x_[ii] = p;
  int numj = maxj - (int)(hash32(ii) % 3);
  dev_nbor[ii] = ii;
  dev_nbor[ii + inum] = numj;
  for (int k = 0; k < numj; ++k) {
    int d = (k >> 1) + 1;
    int j = (k & 1) ? ii - d : ii + d;
    j = (j + inum) % inum;
    unsigned sb = (hash32(ii * 131 + k) >> 7) % 5 == 0 ? 1u + hash32(k + ii) % 3 : 0u;
    dev_nbor[ii + (2 + k) * inum] = (int)(sb << SBBITS | (unsigned)j);
  }
}

__device__ __forceinline__ void store_answers(acctyp4 f, acctyp energy, acctyp virial[6], int ii, int inum, int tid, int t_per_atom, int offset, int eflag, int vflag, __global acctyp4 *restrict ans, __global acctyp *restrict engv) {
  if (t_per_atom > 1) {
    for (unsigned int s = t_per_atom / 2; s > 0; s >>= 1) {
      f.x += __shfl_down_sync(0xffffffff, f.x, s, t_per_atom);
      f.y += __shfl_down_sync(0xffffffff, f.y, s, t_per_atom);
      f.z += __shfl_down_sync(0xffffffff, f.z, s, t_per_atom);
      energy += __shfl_down_sync(0xffffffff, energy, s, t_per_atom);
    }
    if (vflag > 0) {
      for (unsigned int s = t_per_atom / 2; s > 0; s >>= 1)
        for (int r = 0; r < 6; r++) virial[r] += __shfl_down_sync(0xffffffff, virial[r], s, t_per_atom);
    }
  }
  if (offset == 0 && ii < inum) {
    int ei = ii;
    if (eflag > 0) { engv[ei] = energy * (acctyp)0.5; ei += inum; }
    if (vflag > 0) {
      for (int i = 0; i < 6; i++) { engv[ei] = virial[i] * (acctyp)0.5; ei += inum; }
    }
    ans[ii] = f;
  }
}

__kernel void k_lj_fast(const __global numtyp4 *restrict x_, const __global numtyp4 *restrict lj1_in, const __global numtyp4 *restrict lj3_in, const __global numtyp *restrict sp_lj_in, const __global int *dev_nbor, const __global int *dev_packed, __global acctyp4 *restrict ans, __global acctyp *restrict engv, const int eflag, const int vflag, const int inum, const int nbor_pitch, const int t_per_atom) {
  int tid, ii, offset;
  atom_info(t_per_atom, ii, tid, offset);

  __local numtyp sp_lj[4];
  __local numtyp4 lj1[MAX_SHARED_TYPES * MAX_SHARED_TYPES];
  __local numtyp4 lj3[MAX_SHARED_TYPES * MAX_SHARED_TYPES];
  if (tid < 4) sp_lj[tid] = sp_lj_in[tid];
  if (tid < MAX_SHARED_TYPES * MAX_SHARED_TYPES) {
    lj1[tid] = lj1_in[tid];
    lj1[tid].z = (numtyp)6.25; // cutsq
    if (eflag > 0) lj3[tid] = lj3_in[tid];
  }

  acctyp energy = (acctyp)0;
  acctyp4 f;
  f.x = (acctyp)0; f.y = (acctyp)0; f.z = (acctyp)0;
  acctyp virial[6];
  for (int i = 0; i < 6; i++) virial[i] = (acctyp)0;

  __syncthreads();

  if (ii < inum) {
    int nbor, nbor_end;
    int i, numj, n_stride;
    nbor_info(dev_nbor, dev_packed, nbor_pitch, t_per_atom, ii, offset, i, numj, n_stride, nbor_end, nbor);

    numtyp4 ix; fetch4(ix, i, pos_tex);
    int iw = ix.w;
    int itype = fast_mul((int)MAX_SHARED_TYPES, iw);

    numtyp factor_lj;
    for (; nbor < nbor_end; nbor += n_stride) {
      int j = dev_packed[nbor];
      factor_lj = sp_lj[sbmask(j)];
      j &= NEIGHMASK;

      numtyp4 jx; fetch4(jx, j, pos_tex);
      int mtype = itype + jx.w;

      // Compute r12
      numtyp delx = ix.x - jx.x;
      numtyp dely = ix.y - jx.y;
      numtyp delz = ix.z - jx.z;
      numtyp rsq = delx * delx + dely * dely + delz * delz;

      if (rsq < lj1[mtype].z) {
        numtyp r2inv = ucl_recip(rsq);
        numtyp r6inv = r2inv * r2inv * r2inv;
        numtyp force = r2inv * r6inv * (lj1[mtype].x * r6inv - lj1[mtype].y);
        force *= factor_lj;

        f.x += delx * force;
        f.y += dely * force;
        f.z += delz * force;

        if (eflag > 0) {
          numtyp e = r6inv * (lj3[mtype].x * r6inv - lj3[mtype].y);
          energy += factor_lj * (e - lj3[mtype].z);
        }
        if (vflag > 0) {
          virial[0] += delx * delx * force;
          virial[1] += dely * dely * force;
          virial[2] += delz * delz * force;
          virial[3] += delx * dely * force;
          virial[4] += delx * delz * force;
          virial[5] += dely * delz * force;
        }
      }
    } // for nbor
  } // if ii
  store_answers(f, energy, virial, ii, inum, tid, t_per_atom, offset, eflag, vflag, ans, engv);
}
