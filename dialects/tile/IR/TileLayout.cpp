//===- TileLayout.cpp - layout descriptions of tile encodings -------------===//
#include "dialects/tile/IR/TileLayout.h"
#include "dialects/tile/IR/TileDialect.h"

#include <map>
#include <vector>

using namespace mlir;
using namespace kiln::tile;

SmallVector<int64_t> kiln::tile::blockedDimOffsets(unsigned spt, unsigned tpw,
                                                   unsigned wpc, int64_t size) {
  int64_t extent = int64_t(spt) * tpw * wpc;
  int64_t reps = std::max<int64_t>(1, size / extent);
  SmallVector<int64_t> offs;
  for (int64_t rep = 0; rep < reps; ++rep)
    for (unsigned e = 0; e < spt; ++e)
      offs.push_back(rep * extent + e);
  return offs;
}

/// All registers as the cartesian product of per-dimension offsets; `order`
/// lists dimensions fastest first (the register index varies fastest there).
static SmallVector<SmallVector<int64_t, 4>>
product(ArrayRef<SmallVector<int64_t>> perDim, ArrayRef<unsigned> order) {
  SmallVector<SmallVector<int64_t, 4>> regs;
  size_t rank = perDim.size();
  int64_t total = 1;
  for (auto &v : perDim)
    total *= v.size();
  for (int64_t r = 0; r < total; ++r) {
    SmallVector<int64_t, 4> off(rank, 0);
    int64_t rest = r;
    for (unsigned d : order) {
      off[d] = perDim[d][rest % perDim[d].size()];
      rest /= perDim[d].size();
    }
    regs.push_back(off);
  }
  return regs;
}

static SmallVector<DimMap> blockedDims(BlockedAttr b) {
  size_t rank = b.getRank();
  SmallVector<DimMap> dims(rank);
  int64_t ls = 1, ws = 1;
  for (unsigned d : b.getOrder()) {
    dims[d].laneStride = ls;
    dims[d].laneCount = b.getThreadsPerWarp()[d];
    dims[d].laneScale = b.getSizePerThread()[d];
    dims[d].warpStride = ws;
    dims[d].warpCount = b.getWarpsPerCTA()[d];
    dims[d].warpScale =
        int64_t(b.getSizePerThread()[d]) * b.getThreadsPerWarp()[d];
    ls *= b.getThreadsPerWarp()[d];
    ws *= b.getWarpsPerCTA()[d];
  }
  return dims;
}

FailureOr<LayoutDesc> kiln::tile::getLayoutDesc(RankedTensorType type,
                                                int64_t numWarps) {
  LayoutDesc desc;
  desc.shape.assign(type.getShape().begin(), type.getShape().end());
  Attribute enc = type.getEncoding();
  size_t rank = type.getRank();

  if (auto b = dyn_cast_if_present<BlockedAttr>(enc)) {
    if (b.getRank() != rank)
      return failure();
    desc.dims = blockedDims(b);
    SmallVector<SmallVector<int64_t>> perDim;
    for (size_t d = 0; d < rank; ++d)
      perDim.push_back(blockedDimOffsets(b.getSizePerThread()[d],
                                         b.getThreadsPerWarp()[d],
                                         b.getWarpsPerCTA()[d],
                                         desc.shape[d]));
    desc.regs = product(perDim, b.getOrder());
    return desc;
  }

  if (auto s = dyn_cast_if_present<SliceAttr>(enc)) {
    SmallVector<int64_t> pshape(desc.shape);
    pshape.insert(pshape.begin() + s.getDim(), 1);
    auto ptype = RankedTensorType::get(pshape, type.getElementType(),
                                       s.getParent());
    auto parent = getLayoutDesc(ptype, numWarps);
    if (failed(parent))
      return failure();
    unsigned dim = s.getDim();
    for (size_t d = 0; d < parent->dims.size(); ++d)
      if (d != dim)
        desc.dims.push_back(parent->dims[d]);
    desc.dupComps = parent->dupComps;
    desc.dupComps.push_back(parent->dims[dim]);
    for (auto &off : parent->regs) {
      if (off[dim] != 0)
        continue;
      SmallVector<int64_t, 4> o(off);
      o.erase(o.begin() + dim);
      desc.regs.push_back(o);
    }
    return desc;
  }

  auto mmaDims = [](MmaAttr m) {
    unsigned wn = m.getWarpsPerCTA()[1], wm = m.getWarpsPerCTA()[0];
    DimMap rows{/*ls*/ 4, /*lc*/ 8, /*lscale*/ 1, /*ws*/ wn, /*wc*/ wm,
                /*wscale*/ 16};
    DimMap cols{1, 4, 2, 1, wn, 8};
    return std::make_pair(rows, cols);
  };

  if (auto m = dyn_cast_if_present<MmaAttr>(enc)) {
    if (rank != 2)
      return failure();
    unsigned wm = m.getWarpsPerCTA()[0], wn = m.getWarpsPerCTA()[1];
    auto [rows, cols] = mmaDims(m);
    desc.dims = {rows, cols};
    // A dimension smaller than the warps' tile (a 1 x N bias row broadcast
    // in the accumulator's layout) wraps: its threads and registers beyond
    // the shape hold duplicates, as in blocked layouts.
    int64_t repM = std::max<int64_t>(1, desc.shape[0] / (16 * wm)),
            repN = std::max<int64_t>(1, desc.shape[1] / (8 * wn));
    for (int64_t i = 0; i < repM; ++i)
      for (int64_t j = 0; j < repN; ++j)
        for (int64_t v = 0; v < 4; ++v)
          desc.regs.push_back({i * 16 * wm + 8 * (v / 2), j * 8 * wn + v % 2});
    return desc;
  }

  if (auto op = dyn_cast_if_present<DotOperandAttr>(enc)) {
    if (rank != 2)
      return failure();
    if (auto m = dyn_cast<MmaAttr>(op.getParent())) {
      unsigned wm = m.getWarpsPerCTA()[0], wn = m.getWarpsPerCTA()[1];
      auto [rows, cols] = mmaDims(m);
      // 16-bit operands: m16n8k16 fragments, lane (l & 3) holds a pair of
      // consecutive k. 8-bit (fp8) operands: m16n8k32, a quad of
      // consecutive k per register: the 16-bit layout with each element a
      // byte pair. 32-bit (tf32) operands: m16n8k8, one k per register.
      unsigned bits = type.getElementType().getIntOrFloatBitWidth();
      int64_t per = bits == 8 ? 4 : bits == 16 ? 2 : 1; // k per register
      int64_t kStep = 8 * per;
      DimMap kdim{1, 4, per, 1, 1, 0};
      if (op.getOpIdx() == 0) {
        // a: M x K; per 16 x kStep fragment four registers a0..a3:
        // rows +8 alternate, the second half of k follows.
        if (desc.shape[0] < 16 * wm || desc.shape[1] % kStep)
          return failure();
        desc.dims = {rows, kdim};
        desc.dupComps.push_back(DimMap{1, 1, 0, 1, wn, 0});
        int64_t repM = desc.shape[0] / (16 * wm), repK = desc.shape[1] / kStep;
        for (int64_t i = 0; i < repM; ++i)
          for (int64_t k = 0; k < repK; ++k)
            for (int64_t q = 0; q < 4; ++q)
              for (int64_t e = 0; e < per; ++e)
                desc.regs.push_back({i * 16 * wm + 8 * (q % 2),
                                     k * kStep + 4 * per * (q / 2) + e});
      } else {
        // b: K x N; per kStep x 8 fragment two registers b0..b1.
        if (desc.shape[1] < 8 * wn || desc.shape[0] % kStep)
          return failure();
        DimMap ndim = cols;
        ndim.laneStride = 4, ndim.laneCount = 8, ndim.laneScale = 1;
        desc.dims = {kdim, ndim};
        desc.dupComps.push_back(DimMap{1, 1, 0, wn, wm, 0});
        int64_t repN = desc.shape[1] / (8 * wn), repK = desc.shape[0] / kStep;
        for (int64_t j = 0; j < repN; ++j)
          for (int64_t k = 0; k < repK; ++k)
            for (int64_t q = 0; q < 2; ++q)
              for (int64_t e = 0; e < per; ++e)
                desc.regs.push_back({k * kStep + 4 * per * q + e, j * 8 * wn});
      }
      return desc;
    }
    auto p = cast<BlockedAttr>(op.getParent());
    auto pdims = blockedDims(p);
    unsigned keep = op.getOpIdx() == 0 ? 0 : 1; // the dimension shared with acc
    unsigned kdim = 1 - keep;
    desc.dims.resize(2);
    desc.dims[keep] = pdims[keep];
    desc.dims[kdim] = DimMap{};
    desc.dupComps.push_back(pdims[kdim]);
    auto keepOffs = blockedDimOffsets(
        p.getSizePerThread()[keep], p.getThreadsPerWarp()[keep],
        p.getWarpsPerCTA()[keep], desc.shape[keep]);
    for (int64_t o : keepOffs)
      for (int64_t k = 0; k < desc.shape[kdim]; ++k) {
        SmallVector<int64_t, 4> off(2);
        off[keep] = o;
        off[kdim] = k;
        desc.regs.push_back(off);
      }
    return desc;
  }
  return failure();
}

std::tuple<int64_t, int64_t, int64_t, int64_t, int64_t, int64_t>
kiln::tile::dimSignature(const DimMap &m, int64_t size) {
  bool lanes = m.laneCount > 1 && m.laneScale % size != 0;
  bool warps = m.warpCount > 1 && m.warpScale % size != 0;
  return {lanes ? m.laneStride : 0, lanes ? m.laneCount : 1,
          lanes ? m.laneScale : 0,  warps ? m.warpStride : 0,
          warps ? m.warpCount : 1,  warps ? m.warpScale : 0};
}

bool kiln::tile::sameRegisters(mlir::RankedTensorType a,
                               mlir::RankedTensorType b, int64_t numWarps) {
  auto da = getLayoutDesc(a, numWarps), db = getLayoutDesc(b, numWarps);
  if (failed(da) || failed(db) || da->numRegs() != db->numRegs())
    return false;
  for (int64_t d = 0; d < da->rank(); ++d)
    if (dimSignature(da->dims[d], da->shape[d]) !=
        dimSignature(db->dims[d], db->shape[d]))
      return false;
  for (size_t r = 0; r < da->numRegs(); ++r)
    for (int64_t d = 0; d < da->rank(); ++d)
      if (da->regCoord(r, d) != db->regCoord(r, d))
        return false;
  return true;
}

bool kiln::tile::fitsWarpgroupMma(mlir::Type elem, int64_t m, int64_t n,
                                  int64_t k, int64_t numWarps, bool kMajorB) {
  int64_t threads = numWarps * 32;
  bool fits = m * n / threads + 32 <= std::min<int64_t>(255, 65536 / threads);
  bool fp8 = mlir::isa<mlir::Float8E4M3FNType, mlir::Float8E5M2Type>(elem);
  // tf32 (f32 inputs): B is transposed into K-major rows by the copy, whose
  // thread mapping takes k in 16-element (64-byte) groups.
  bool tf32 = elem.isF32() && !kMajorB && k % 16 == 0;
  int64_t rowBytes = k * (fp8 ? 1 : tf32 ? 4 : 2);
  return fits && (elem.isF16() || elem.isBF16() || (fp8 && kMajorB) || tf32) &&
         numWarps % 4 == 0 && m % (16 * numWarps) == 0 && n % 64 == 0 &&
         n <= 256 && (rowBytes == 32 || rowBytes == 64 || rowBytes == 128);
}

int64_t kiln::tile::vectorGroups(
    const LayoutDesc &d, mlir::Type elem,
    llvm::SmallVectorImpl<llvm::SmallVector<size_t>> &groups, int64_t maxElems) {
  if (d.rank() == 0 || !elem.isIntOrFloat() || elem.isInteger(1))
    return 1;
  unsigned bits = elem.getIntOrFloatBitWidth();
  if (bits < 8 || bits % 8)
    return 1;
  int64_t last = d.rank() - 1;
  const DimMap &m = d.dims[last];
  std::map<llvm::SmallVector<int64_t, 4>, size_t> at;
  for (size_t r = 0; r < d.numRegs(); ++r)
    at.emplace(d.regs[r], r);
  for (int64_t vec = std::min<int64_t>(128 / bits, maxElems); vec >= 2; vec /= 2) {
    if (d.shape[last] % vec || (m.laneCount > 1 && m.laneScale % vec) ||
        (m.warpCount > 1 && m.warpScale % vec))
      continue;
    groups.clear();
    std::vector<bool> used(d.numRegs(), false);
    bool ok = true;
    for (size_t r = 0; r < d.numRegs() && ok; ++r) {
      if (used[r])
        continue;
      if (d.regs[r][last] % vec) {
        ok = false;
        break;
      }
      llvm::SmallVector<size_t> g{r};
      used[r] = true;
      llvm::SmallVector<int64_t, 4> key(d.regs[r]);
      for (int64_t j = 1; j < vec; ++j) {
        key[last] = d.regs[r][last] + j;
        auto it = at.find(key);
        if (it == at.end() || used[it->second]) {
          ok = false;
          break;
        }
        used[it->second] = true;
        g.push_back(it->second);
      }
      groups.push_back(g);
    }
    if (ok)
      return vec;
  }
  groups.clear();
  return 1;
}
