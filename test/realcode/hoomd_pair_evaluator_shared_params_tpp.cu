// @realcode HOOMD-blue's templated pair-force kernel in its own idiom: Scalar/Scalar3/Scalar4 typedefs, DEVICE macros, evaluator classes (EvaluatorPairLJ, EvaluatorPairGauss) with a nested param_type that loads itself into a shared arena through char*& pointers, static needsDiameter/needsCharge queries, evalForceAndEnergy with an energy-shift flag, a BoxDim passed by value whose minImage wraps with rintf, Index2D type-pair indexing, __scalar_as_int on the w lane of the position, an extern __shared__ char s_data[] carved into per-type-pair params and cutoffs, gpu_compute_pair_forces_kernel<evaluator, shift_mode, compute_virial, tpp> splitting each particle's neighbour list over tpp lanes of a warp and reducing with a templated shuffle WarpReduce, and a virial array written with a pitch.
// @let L = 64
// @let N = L * L * L
// @let TPP = 4
// @buf rnd f32[N * 3] uniform(-0.12, 0.12)
// @buf pos f32[N * 4] zero
// @buf nlist u32[N * 32] zero
// @buf n_neigh u32[N] zero
// @buf head u64[N] zero
// @buf params_lj f32[2 * 4] uniform(0.5, 1.5)
// @buf params_g f32[2 * 4] uniform(0.8, 1.2)
// @buf rcutsq f32[4] fill(2.0)
// @buf ronsq f32[4] fill(1.5)
// @buf box f32[8] zero set(0, -32.0) set(1, -32.0) set(2, -32.0) set(4, 64.0) set(5, 64.0) set(6, 64.0)
// @buf force_lj f32[N * 4] zero
// @buf virial_lj f32[6 * N] zero
// @buf force_g f32[N * 4] zero
// @buf virial_g f32[6 * N] zero
// @launch build_lattice grid(N / 256) block(256) args(rnd, pos, nlist, n_neigh, head, u32(L))
// @launch gpu_compute_pair_forces_kernel<EvaluatorPairLJ, 1u, 1u, 4> grid(N * TPP / 128) block(128) shared(96) args(force_lj, virial_lj, u64(N), u32(N), pos, bytes(box), n_neigh, nlist, head, params_lj, rcutsq, ronsq, u32(2))
// @launch gpu_compute_pair_forces_kernel<EvaluatorPairGauss, 0u, 0u, 8> grid(N * 8 / 128) block(128) shared(96) args(force_g, virial_g, u64(N), u32(N), pos, bytes(box), n_neigh, nlist, head, params_g, rcutsq, ronsq, u32(2))
// @check pos exact
// @check nlist exact
// @check force_lj abs=1e-3 rel=1e-4
// @check virial_lj abs=1e-3 rel=1e-4
// @check force_g abs=1e-4 rel=1e-4
#include <cstddef>

typedef float Scalar;
typedef float3 Scalar3;
typedef float4 Scalar4;
#define DEVICE __device__
#define HOSTDEVICE __host__ __device__
__device__ inline Scalar3 make_scalar3(Scalar x, Scalar y, Scalar z) { return make_float3(x, y, z); }
__device__ inline int __scalar_as_int(Scalar v) { return __float_as_int(v); }
__device__ inline Scalar __int_as_scalar(int v) { return __int_as_float(v); }

struct BoxDim {
  Scalar3 m_lo;
  Scalar pad0;
  Scalar3 m_L;
  Scalar pad1;
  DEVICE Scalar3 minImage(const Scalar3 &v) const {
    Scalar3 w = v;
    w.x -= m_L.x * rintf(w.x / m_L.x);
    w.y -= m_L.y * rintf(w.y / m_L.y);
    w.z -= m_L.z * rintf(w.z / m_L.z);
    return w;
  }
};

class Index2D {
public:
  HOSTDEVICE Index2D(unsigned int w) : m_w(w), m_h(w) {}
  HOSTDEVICE unsigned int operator()(unsigned int i, unsigned int j) const { return j * m_w + i; }
  HOSTDEVICE unsigned int getNumElements() const { return m_w * m_h; }
private:
  unsigned int m_w, m_h;
};

class EvaluatorPairLJ {
public:
  struct param_type {
    Scalar sigma_6;
    Scalar epsilon_x_4;
    DEVICE void load_shared(char *&ptr, unsigned int &available_bytes) {}
    DEVICE void allocate_shared(char *&ptr, unsigned int &available_bytes) const {}
  };
  DEVICE EvaluatorPairLJ(Scalar _rsq, Scalar _rcutsq, const param_type &_params)
      : rsq(_rsq), rcutsq(_rcutsq), lj1(_params.epsilon_x_4 * _params.sigma_6 * _params.sigma_6), lj2(_params.epsilon_x_4 * _params.sigma_6) {}
  DEVICE static bool needsDiameter() { return false; }
  DEVICE static bool needsCharge() { return false; }
  DEVICE void setDiameter(Scalar di, Scalar dj) {}
  DEVICE void setCharge(Scalar qi, Scalar qj) {}
  DEVICE bool evalForceAndEnergy(Scalar &force_divr, Scalar &pair_eng, bool energy_shift) {
    if (rsq < rcutsq && lj1 != 0) {
      Scalar r2inv = Scalar(1.0) / rsq;
      Scalar r6inv = r2inv * r2inv * r2inv;
      force_divr = r2inv * r6inv * (Scalar(12.0) * lj1 * r6inv - Scalar(6.0) * lj2);
      pair_eng = r6inv * (lj1 * r6inv - lj2);
      if (energy_shift) {
        Scalar rcut2inv = Scalar(1.0) / rcutsq;
        Scalar rcut6inv = rcut2inv * rcut2inv * rcut2inv;
        pair_eng -= rcut6inv * (lj1 * rcut6inv - lj2);
      }
      return true;
    }
    return false;
  }
protected:
  Scalar rsq, rcutsq, lj1, lj2;
};

class EvaluatorPairGauss {
public:
  struct param_type {
    Scalar epsilon;
    Scalar sigma;
    DEVICE void load_shared(char *&ptr, unsigned int &available_bytes) {}
    DEVICE void allocate_shared(char *&ptr, unsigned int &available_bytes) const {}
  };
  DEVICE EvaluatorPairGauss(Scalar _rsq, Scalar _rcutsq, const param_type &_params) : rsq(_rsq), rcutsq(_rcutsq), epsilon(_params.epsilon), sigma(_params.sigma) {}
  DEVICE static bool needsDiameter() { return false; }
  DEVICE static bool needsCharge() { return false; }
  DEVICE void setDiameter(Scalar, Scalar) {}
  DEVICE void setCharge(Scalar, Scalar) {}
  DEVICE bool evalForceAndEnergy(Scalar &force_divr, Scalar &pair_eng, bool energy_shift) {
    if (rsq < rcutsq) {
      Scalar sigma_sq = sigma * sigma;
      Scalar r_over_sigma_sq = rsq / sigma_sq;
      Scalar exp_val = fast_exp(-Scalar(1.0) / Scalar(2.0) * r_over_sigma_sq);
      force_divr = epsilon / sigma_sq * exp_val;
      pair_eng = epsilon * exp_val;
      if (energy_shift) pair_eng -= epsilon * fast_exp(-Scalar(1.0) / Scalar(2.0) * rcutsq / sigma_sq);
      return true;
    }
    return false;
  }
protected:
  DEVICE static Scalar fast_exp(Scalar x) { return expf(x); }
  Scalar rsq, rcutsq, epsilon, sigma;
};

namespace hoomd { namespace detail {
template <typename T, unsigned int NT> class WarpReduce {
public:
  DEVICE T Sum(T input) {
#pragma unroll
    for (unsigned int offset = NT / 2; offset > 0; offset >>= 1) input += __shfl_down_sync(0xffffffff, input, offset, NT);
    return input;
  }
};
}} // namespace hoomd::detail

// Particles on an L^3 periodic lattice (spacing 1, jittered), each listing its 26 lattice neighbours.
__global__ void build_lattice(const Scalar *rnd, Scalar4 *d_pos, unsigned int *d_nlist, unsigned int *d_n_neigh, size_t *d_head_list, unsigned int L) {
  unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int x = idx % L, y = (idx / L) % L, z = idx / (L * L);
  Scalar half = Scalar(L) / 2;
  d_pos[idx] = make_float4(x - half + rnd[3 * idx], y - half + rnd[3 * idx + 1], z - half + rnd[3 * idx + 2], __int_as_scalar((int)((x + y + z) & 1)));
  d_head_list[idx] = (size_t)idx * 32;
  unsigned int n = 0;
  for (int dz = -1; dz <= 1; ++dz)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        if (!dx && !dy && !dz) continue;
        unsigned int j = ((x + dx + L) % L) + ((y + dy + L) % L) * L + ((z + dz + L) % L) * L * L;
        d_nlist[(size_t)idx * 32 + n++] = j;
      }
  d_n_neigh[idx] = n;
}

template <class evaluator, unsigned int shift_mode, unsigned int compute_virial, int tpp>
__global__ void gpu_compute_pair_forces_kernel(Scalar4 *d_force, Scalar *d_virial, const size_t virial_pitch, const unsigned int N, const Scalar4 *d_pos, const BoxDim box,
                                               const unsigned int *d_n_neigh, const unsigned int *d_nlist, const size_t *d_head_list, const typename evaluator::param_type *d_params,
                                               const Scalar *d_rcutsq, const Scalar *d_ronsq, const unsigned int ntypes) {
  Index2D typpair_idx(ntypes);
  const unsigned int num_typ_parameters = typpair_idx.getNumElements();

  // shared arrays for per type pair parameters
  extern __shared__ char s_data[];
  typename evaluator::param_type *s_params = (typename evaluator::param_type *)(&s_data[0]);
  Scalar *s_rcutsq = (Scalar *)(&s_data[num_typ_parameters * sizeof(typename evaluator::param_type)]);
  Scalar *s_ronsq = (Scalar *)(&s_data[num_typ_parameters * (sizeof(typename evaluator::param_type) + sizeof(Scalar))]);

  for (unsigned int cur_offset = 0; cur_offset < num_typ_parameters; cur_offset += blockDim.x) {
    if (cur_offset + threadIdx.x < num_typ_parameters) {
      s_rcutsq[cur_offset + threadIdx.x] = d_rcutsq[cur_offset + threadIdx.x];
      s_params[cur_offset + threadIdx.x] = d_params[cur_offset + threadIdx.x];
      if (shift_mode == 2) s_ronsq[cur_offset + threadIdx.x] = d_ronsq[cur_offset + threadIdx.x];
    }
  }
  __syncthreads();

  // each tpp lanes work on one particle
  unsigned int idx = blockIdx.x * (blockDim.x / tpp) + threadIdx.x / tpp;
  bool active = true;
  if (idx >= N) active = false;

  Scalar3 force = make_scalar3(Scalar(0.0), Scalar(0.0), Scalar(0.0));
  Scalar virialxx = Scalar(0.0), virialxy = Scalar(0.0), virialxz = Scalar(0.0), virialyy = Scalar(0.0), virialyz = Scalar(0.0), virialzz = Scalar(0.0);
  Scalar energy = Scalar(0.0);

  if (active) {
    unsigned int n_neigh = d_n_neigh[idx];
    Scalar4 postypei = d_pos[idx];
    Scalar3 posi = make_scalar3(postypei.x, postypei.y, postypei.z);
    const size_t head_idx = d_head_list[idx];
    unsigned int cur_j = 0;
    unsigned int next_j(0);
    next_j = (threadIdx.x % tpp < n_neigh) ? d_nlist[head_idx + threadIdx.x % tpp] : 0;

    for (int neigh_idx = threadIdx.x % tpp; neigh_idx < (int)n_neigh; neigh_idx += tpp) {
      {
        cur_j = next_j;
        if (neigh_idx + tpp < (int)n_neigh) next_j = d_nlist[head_idx + neigh_idx + tpp];
        Scalar4 postypej = d_pos[cur_j];
        Scalar3 posj = make_scalar3(postypej.x, postypej.y, postypej.z);
        Scalar3 dx = make_scalar3(posi.x - posj.x, posi.y - posj.y, posi.z - posj.z);
        unsigned int typej = __scalar_as_int(postypej.w);
        dx = box.minImage(dx);
        Scalar rsq = dx.x * dx.x + dx.y * dx.y + dx.z * dx.z;
        unsigned int typpair = typpair_idx(__scalar_as_int(postypei.w), typej);
        Scalar rcutsq = s_rcutsq[typpair];
        const typename evaluator::param_type &param = s_params[typpair];
        bool energy_shift = false;
        if (shift_mode == 1) energy_shift = true;
        evaluator eval(rsq, rcutsq, param);
        if (evaluator::needsDiameter()) eval.setDiameter(Scalar(1), Scalar(1));
        if (evaluator::needsCharge()) eval.setCharge(Scalar(0), Scalar(0));
        Scalar force_divr = Scalar(0.0);
        Scalar pair_eng = Scalar(0.0);
        eval.evalForceAndEnergy(force_divr, pair_eng, energy_shift);
        force.x += dx.x * force_divr;
        force.y += dx.y * force_divr;
        force.z += dx.z * force_divr;
        energy += pair_eng;
        if (compute_virial) {
          Scalar force_div2r = Scalar(0.5) * force_divr;
          virialxx += force_div2r * dx.x * dx.x;
          virialxy += force_div2r * dx.x * dx.y;
          virialxz += force_div2r * dx.x * dx.z;
          virialyy += force_div2r * dx.y * dx.y;
          virialyz += force_div2r * dx.y * dx.z;
          virialzz += force_div2r * dx.z * dx.z;
        }
      }
    }
  }

  hoomd::detail::WarpReduce<Scalar, tpp> reducer;
  energy = reducer.Sum(energy);
  force.x = reducer.Sum(force.x);
  force.y = reducer.Sum(force.y);
  force.z = reducer.Sum(force.z);
  if (compute_virial) {
    virialxx = reducer.Sum(virialxx);
    virialxy = reducer.Sum(virialxy);
    virialxz = reducer.Sum(virialxz);
    virialyy = reducer.Sum(virialyy);
    virialyz = reducer.Sum(virialyz);
    virialzz = reducer.Sum(virialzz);
  }
  if (active && threadIdx.x % tpp == 0) {
    Scalar4 f = make_float4(force.x, force.y, force.z, energy * Scalar(0.5));
    d_force[idx] = f;
    if (compute_virial) {
      d_virial[0 * virial_pitch + idx] = virialxx;
      d_virial[1 * virial_pitch + idx] = virialxy;
      d_virial[2 * virial_pitch + idx] = virialxz;
      d_virial[3 * virial_pitch + idx] = virialyy;
      d_virial[4 * virial_pitch + idx] = virialyz;
      d_virial[5 * virial_pitch + idx] = virialzz;
    }
  }
}

template __global__ void gpu_compute_pair_forces_kernel<EvaluatorPairLJ, 1, true, 4>(Scalar4 *, Scalar *, const size_t, const unsigned int, const Scalar4 *, const BoxDim, const unsigned int *, const unsigned int *, const size_t *, const EvaluatorPairLJ::param_type *, const Scalar *, const Scalar *, const unsigned int);
template __global__ void gpu_compute_pair_forces_kernel<EvaluatorPairGauss, 0, false, 8>(Scalar4 *, Scalar *, const size_t, const unsigned int, const Scalar4 *, const BoxDim, const unsigned int *, const unsigned int *, const size_t *, const EvaluatorPairGauss::param_type *, const Scalar *, const Scalar *, const unsigned int);
