// @realcode Character skinning of 2^22 vertices with four bone influences, as game and avatar pipelines do it in CUDA: a kernel template over a skinning policy class (dual-quaternion blending with the antipodality sign fix and renormalisation, or linear blending of the rotation matrices the same quaternions give), the 64 bones' dual quaternions staged in shared memory through reinterpret_cast float4 loads, influences packed as uchar4 indices with float4 weights normalised in the kernel, and positions and normals written as float4.
// @let V = 1 << 22
// @let BONES = 64
// @buf bones f32[BONES * 8] uniform(-1, 1)
// @buf rest f32[V * 4] uniform(-1, 1)
// @buf normals f32[V * 4] uniform(-1, 1)
// @buf idx u8[V * 4] uniform(0, 64)
// @buf wts f32[V * 4] uniform(0.05, 1)
// @buf out_dq f32[V * 4] zero
// @buf nrm_dq f32[V * 4] zero
// @buf out_lb f32[V * 4] zero
// @buf nrm_lb f32[V * 4] zero
// @launch skin_vertices<DualQuatSkinning, 64> grid(V / 256) block(256) args(bones, rest, normals, idx, wts, out_dq, nrm_dq, i32(V))
// @launch skin_vertices<LinearBlendSkinning, 64> grid(V / 256) block(256) args(bones, rest, normals, idx, wts, out_lb, nrm_lb, i32(V))
// @check out_dq abs=1e-4 rel=1e-4 frac=1e-4 (random bones can blend to a nearly zero rotation quaternion whose renormalisation magnifies the last ulps)
// @check nrm_dq abs=1e-4 rel=1e-4 frac=1e-4 (the same renormalisation)
// @check out_lb abs=1e-4 rel=1e-4
// @check nrm_lb abs=1e-4 rel=1e-4

struct Quat {
  float w, x, y, z;
  __device__ Quat operator*(const Quat &b) const {
    return {w * b.w - x * b.x - y * b.y - z * b.z, w * b.x + x * b.w + y * b.z - z * b.y,
            w * b.y - x * b.z + y * b.w + z * b.x, w * b.z + x * b.y - y * b.x + z * b.w};
  }
  __device__ Quat conj() const { return {w, -x, -y, -z}; }
};
__device__ __forceinline__ Quat from_float4(float4 v) { return {v.x, v.y, v.z, v.w}; }

// A bone's dual quaternion: rotation (real part, not necessarily unit in the file) and translation dual part.
struct DualQuat {
  Quat real, dual;
};

__device__ __forceinline__ float3 rotate(const Quat &q, float3 v) {
  // v + 2 r x (r x v + w v), r = (x, y, z), q unit
  float3 r = make_float3(q.x, q.y, q.z);
  float3 t = make_float3(r.y * v.z - r.z * v.y + q.w * v.x, r.z * v.x - r.x * v.z + q.w * v.y, r.x * v.y - r.y * v.x + q.w * v.z);
  return make_float3(v.x + 2.0f * (r.y * t.z - r.z * t.y), v.y + 2.0f * (r.z * t.x - r.x * t.z), v.z + 2.0f * (r.x * t.y - r.y * t.x));
}

struct DualQuatSkinning {
  struct Blend {
    Quat real{0, 0, 0, 0}, dual{0, 0, 0, 0};
    Quat pivot;
    bool first = true;
  };
  __device__ static void add(Blend &b, const DualQuat &dq, float w) {
    if (b.first) {
      b.pivot = dq.real;
      b.first = false;
    }
    // Blend along the shorter arc: flip quaternions in the other hemisphere.
    float s = (b.pivot.w * dq.real.w + b.pivot.x * dq.real.x + b.pivot.y * dq.real.y + b.pivot.z * dq.real.z) < 0.0f ? -w : w;
    b.real = {b.real.w + s * dq.real.w, b.real.x + s * dq.real.x, b.real.y + s * dq.real.y, b.real.z + s * dq.real.z};
    b.dual = {b.dual.w + s * dq.dual.w, b.dual.x + s * dq.dual.x, b.dual.y + s * dq.dual.y, b.dual.z + s * dq.dual.z};
  }
  __device__ static void apply(const Blend &b, float3 p, float3 n, float3 &po, float3 &no) {
    float inv = rsqrtf(b.real.w * b.real.w + b.real.x * b.real.x + b.real.y * b.real.y + b.real.z * b.real.z);
    Quat r{b.real.w * inv, b.real.x * inv, b.real.y * inv, b.real.z * inv};
    Quat d{b.dual.w * inv, b.dual.x * inv, b.dual.y * inv, b.dual.z * inv};
    Quat t = d * r.conj(); // translation = 2 d r*
    float3 rp = rotate(r, p);
    po = make_float3(rp.x + 2.0f * t.x, rp.y + 2.0f * t.y, rp.z + 2.0f * t.z);
    no = rotate(r, n);
  }
};

struct LinearBlendSkinning {
  struct Blend {
    float m[3][4] = {};
  };
  __device__ static void add(Blend &b, const DualQuat &dq, float w) {
    float inv = rsqrtf(dq.real.w * dq.real.w + dq.real.x * dq.real.x + dq.real.y * dq.real.y + dq.real.z * dq.real.z);
    Quat r{dq.real.w * inv, dq.real.x * inv, dq.real.y * inv, dq.real.z * inv};
    Quat d{dq.dual.w * inv, dq.dual.x * inv, dq.dual.y * inv, dq.dual.z * inv};
    Quat t = d * r.conj();
    float xx = r.x * r.x, yy = r.y * r.y, zz = r.z * r.z, xy = r.x * r.y, xz = r.x * r.z, yz = r.y * r.z;
    float wx = r.w * r.x, wy = r.w * r.y, wz = r.w * r.z;
    const float rows[3][4] = {{1 - 2 * (yy + zz), 2 * (xy - wz), 2 * (xz + wy), 2 * t.x},
                              {2 * (xy + wz), 1 - 2 * (xx + zz), 2 * (yz - wx), 2 * t.y},
                              {2 * (xz - wy), 2 * (yz + wx), 1 - 2 * (xx + yy), 2 * t.z}};
#pragma unroll
    for (int i = 0; i < 3; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j) b.m[i][j] += w * rows[i][j];
  }
  __device__ static void apply(const Blend &b, float3 p, float3 n, float3 &po, float3 &no) {
    po = make_float3(b.m[0][0] * p.x + b.m[0][1] * p.y + b.m[0][2] * p.z + b.m[0][3],
                     b.m[1][0] * p.x + b.m[1][1] * p.y + b.m[1][2] * p.z + b.m[1][3],
                     b.m[2][0] * p.x + b.m[2][1] * p.y + b.m[2][2] * p.z + b.m[2][3]);
    float3 m = make_float3(b.m[0][0] * n.x + b.m[0][1] * n.y + b.m[0][2] * n.z,
                           b.m[1][0] * n.x + b.m[1][1] * n.y + b.m[1][2] * n.z,
                           b.m[2][0] * n.x + b.m[2][1] * n.y + b.m[2][2] * n.z);
    float inv = rsqrtf(m.x * m.x + m.y * m.y + m.z * m.z);
    no = make_float3(m.x * inv, m.y * inv, m.z * inv);
  }
};

template <class Skinning, int NBONES>
__global__ void __launch_bounds__(256) skin_vertices(const float *__restrict__ bones, const float4 *__restrict__ rest,
                                                     const float4 *__restrict__ normals, const uchar4 *__restrict__ idx,
                                                     const float4 *__restrict__ wts, float4 *__restrict__ out,
                                                     float4 *__restrict__ nrm, int nverts) {
  __shared__ DualQuat palette[NBONES];
  const float4 *b4 = reinterpret_cast<const float4 *>(bones);
  for (int b = threadIdx.x; b < NBONES; b += blockDim.x)
    palette[b] = DualQuat{from_float4(b4[2 * b]), from_float4(b4[2 * b + 1])};
  __syncthreads();

  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nverts) return;
  const uchar4 bi = idx[v];
  float4 w = wts[v];
  const float inv = 1.0f / (w.x + w.y + w.z + w.w);
  typename Skinning::Blend blend;
  Skinning::add(blend, palette[bi.x], w.x * inv);
  Skinning::add(blend, palette[bi.y], w.y * inv);
  Skinning::add(blend, palette[bi.z], w.z * inv);
  Skinning::add(blend, palette[bi.w], w.w * inv);
  const float4 p = rest[v], n = normals[v];
  float3 po, no;
  Skinning::apply(blend, make_float3(p.x, p.y, p.z), make_float3(n.x, n.y, n.z), po, no);
  out[v] = make_float4(po.x, po.y, po.z, 1.0f);
  nrm[v] = make_float4(no.x, no.y, no.z, 0.0f);
}

// Host side: the skinning method is a per-character setting.
void skin_mesh(bool dual_quaternions, const float *bones, const float4 *rest, const float4 *normals, const uchar4 *idx,
               const float4 *wts, float4 *out, float4 *nrm, int nverts, cudaStream_t s) {
  const int grid = (nverts + 255) / 256;
  if (dual_quaternions)
    skin_vertices<DualQuatSkinning, 64><<<grid, 256, 0, s>>>(bones, rest, normals, idx, wts, out, nrm, nverts);
  else
    skin_vertices<LinearBlendSkinning, 64><<<grid, 256, 0, s>>>(bones, rest, normals, idx, wts, out, nrm, nverts);
}
